import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteLayout } from '@client/app/layout/site-layout';
import { useHideNavbar } from '@client/app/layout/navbar-visibility';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { resetThemeState } from '../../appearance/reset-theme-state';
import { renderApp } from '../render-app';

describe('SiteLayout', () => {
  beforeEach(() => {
    resetThemeState();
    installBootstrap();
  });

  function renderLayout() {
    return renderApp(<p>unused</p>, {
      path: '/movies',
      routes: [
        { element: <SiteLayout />, children: [{ path: '/movies', element: <h1>Movies page</h1> }] },
      ],
    });
  }

  it('renders the navbar, the routed page inside main, and the footer', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Movies page' }),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All Rights Reserved');
  });

  it('offers a skip link as the first focusable element', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('leaves the navbar out while a page asks to hide it, and brings it back after', async () => {
    function HidingPage() {
      useHideNavbar(true);
      return <h1>Landing without navigation</h1>;
    }
    const view = renderApp(<p>unused</p>, {
      path: '/pages/hidden',
      routes: [
        {
          element: <SiteLayout />,
          children: [
            { path: '/pages/hidden', element: <HidingPage /> },
            { path: '/movies', element: <h1>Movies page</h1> },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Landing without navigation' })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => view.router.navigate('/movies'));
    expect(await screen.findByRole('heading', { name: 'Movies page' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

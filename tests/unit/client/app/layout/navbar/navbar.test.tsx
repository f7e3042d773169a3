import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '@client/app/layout/navbar/navbar';
import { buildUserFixture, installBootstrap } from '../../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../../appearance/match-media-stub';
import { resetThemeState } from '../../../appearance/reset-theme-state';
import { renderApp } from '../../render-app';
import { settingsWith } from '../../settings-patch';

const registrationDisabled = settingsWith({ registration: { disable: true, policies: [] } });

describe('Navbar', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetThemeState();
    installBootstrap();
    media = stubMatchMedia({ width: 1280 });
  });

  afterEach(() => media.restore());

  it('shows the logo, the navbar menu and Login and Register for guests', () => {
    renderApp(<Navbar />);
    expect(screen.getByRole('img', { name: 'Cinedex' }).closest('a')).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('hides Register when registration is disabled', () => {
    installBootstrap({ settings: registrationDisabled });
    renderApp(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the user menu instead of the guest buttons for signed-in users', async () => {
    installBootstrap({ user: buildUserFixture() });
    renderApp(<Navbar />);
    // the signed-in controls are a chunk of their own
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('renders its children in the middle slot', () => {
    renderApp(
      <Navbar>
        <input aria-label="Search" />
      </Navbar>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  describe('below 768 px', () => {
    beforeEach(() => {
      media.restore();
      media = stubMatchMedia({ width: 375 });
    });

    it('collapses the menu and the guest buttons behind a keyboard-operable hamburger', async () => {
      const user = userEvent.setup();
      renderApp(<Navbar />);
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

      const hamburger = screen.getByRole('button', { name: 'Open menu' });
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      hamburger.focus();
      await user.keyboard('{Enter}');

      const menu = await screen.findByRole('menu');
      expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      expect(items).toEqual(['Movies', 'TV series', 'People', 'News', 'Login', 'Register']);
      expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute(
        'href',
        '/login',
      );

      await user.keyboard('{Escape}');
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    });

    it('leaves Register out of the collapsed menu when registration is disabled', async () => {
      installBootstrap({ settings: registrationDisabled });
      const user = userEvent.setup();
      renderApp(<Navbar />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: 'Register' })).not.toBeInTheDocument();
    });
  });
});

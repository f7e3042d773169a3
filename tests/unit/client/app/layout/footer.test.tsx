import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@client/app/layout/footer';
import { buildUserFixture, installBootstrap } from '../../../../support/bootstrap-fixture';
import { resetThemeState } from '../../appearance/reset-theme-state';
import { renderApp } from '../render-app';
import { settingsWith } from '../settings-patch';

const branding = settingsWith({}).branding;

describe('Footer', () => {
  beforeEach(() => {
    resetThemeState();
    installBootstrap({
      settings: settingsWith({ branding: { ...branding, site_name: 'Filmothek' } }),
    });
  });

  afterEach(() => vi.useRealTimers());

  it('shows the copyright line with the current year and the site name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderApp(<Footer />);
    expect(screen.getByText('Copyright © 2031 Filmothek, All Rights Reserved')).toBeInTheDocument();
  });

  it('shows the footer and footer-secondary menus', () => {
    renderApp(<Footer />);
    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/pages/about',
    );
    // 'Developers' needs api.access, which guests lack
    expect(within(footerNav).queryByRole('link', { name: 'Developers' })).toBeNull();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('shows the Developers link to users with api.access when the API is integrated', () => {
    const developer = buildUserFixture({ permissions: [{ name: 'api.access', restrictions: [] }] });
    installBootstrap({ user: developer });
    renderApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Developers' })).toHaveAttribute('href', '/api-docs');
  });

  it('toggles between light and dark mode', async () => {
    const user = userEvent.setup();
    renderApp(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Light mode' }));
    expect(document.documentElement.dataset.themeId).toBe('2');
    expect(localStorage.getItem('be-active-theme')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.themeId).toBe('1');
  });

  it('has no theme toggle when users may not change the theme', () => {
    installBootstrap({ settings: settingsWith({ themes: { default_id: 1, user_change: false } }) });
    renderApp(<Footer />);
    expect(screen.queryByRole('button', { name: /mode/ })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicSettings } from '@common/settings/site-settings';
import { CookieNotice } from '@client/app/cookie-notice/cookie-notice';
import { readCookie } from '@client/http/cookies';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { resetThemeState } from '../../appearance/reset-theme-state';
import { renderApp } from '../render-app';
import { settingsWith } from '../settings-patch';

const TEXT =
  'We use cookies to optimize site functionality and provide you with the best possible experience.';

function installNotice(notice: Partial<PublicSettings['cookie_notice']> = {}) {
  const defaults = settingsWith({}).cookie_notice;
  installBootstrap({ settings: settingsWith({ cookie_notice: { ...defaults, ...notice } }) });
}

const region = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('CookieNotice', () => {
  beforeEach(() => {
    resetThemeState();
    document.cookie = 'cookie_notice=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    installNotice({ enable: true, position: 'bottom' });
  });

  it('shows the notice with the configured button until OK is pressed, then remembers it', async () => {
    const user = userEvent.setup();
    renderApp(<CookieNotice />);
    expect(region()).toHaveTextContent(TEXT);
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    );

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(region()).toBeNull();
    expect(readCookie('cookie_notice')).toBe('1');
  });

  it('is not shown once acknowledged', () => {
    document.cookie = 'cookie_notice=1; path=/';
    renderApp(<CookieNotice />);
    expect(region()).toBeNull();
  });

  it('is not shown when disabled', () => {
    installNotice({ enable: false });
    renderApp(<CookieNotice />);
    expect(region()).toBeNull();
  });

  it('is fixed at the bottom or at the top as configured', () => {
    const bottom = renderApp(<CookieNotice />);
    expect(region()).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(region()).not.toHaveStyle({ top: '0px' });
    bottom.unmount();

    installNotice({ position: 'top' });
    renderApp(<CookieNotice />);
    expect(region()).toHaveStyle({ position: 'fixed', top: '0px' });
    expect(region()).not.toHaveStyle({ bottom: '0px' });
  });

  it('opens an external button action in a new tab', () => {
    installNotice({ button: { label: 'Policy', action: 'https://example.com/privacy' } });
    renderApp(<CookieNotice />);
    const link = screen.getByRole('link', { name: 'Policy' });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Logo } from '@client/app/layout/logo';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../appearance/match-media-stub';
import { resetThemeState } from '../../appearance/reset-theme-state';
import { renderApp } from '../render-app';
import { settingsWith } from '../settings-patch';

const branding = settingsWith({}).branding;

describe('Logo', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetThemeState();
    installBootstrap();
    media = stubMatchMedia({ width: 1280 });
  });

  afterEach(() => media.restore());

  const logo = () => screen.getByRole('img', { name: 'Cinedex' });

  it('shows the light logo on a dark theme, linking home', () => {
    renderApp(<Logo />);
    expect(logo()).toHaveAttribute('src', '/images/logo-light.svg');
    expect(logo().closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the dark logo on a light theme', () => {
    localStorage.setItem('be-active-theme', '2');
    renderApp(<Logo to="/admin" />);
    expect(logo()).toHaveAttribute('src', '/images/logo-dark.svg');
    expect(logo().closest('a')).toHaveAttribute('href', '/admin');
  });

  it("follows the surface it sits on: the light logo on the light theme's dark navbar", () => {
    localStorage.setItem('be-active-theme', '2');
    renderApp(<Logo surface="--be-navbar" />);
    expect(logo()).toHaveAttribute('src', '/images/logo-light.svg');
  });

  it('shows the dark logo on a dark theme whose navbar is light', () => {
    const themes = structuredClone(DEFAULT_THEMES);
    themes[0]!.values['--be-navbar'] = '#fafafa';
    installBootstrap({ themes });
    renderApp(<Logo surface="--be-navbar" />);
    expect(logo()).toHaveAttribute('src', '/images/logo-dark.svg');
  });

  it('uses the mobile variant below 768 px', () => {
    media.restore();
    media = stubMatchMedia({ width: 500 });
    renderApp(<Logo />);
    expect(logo()).toHaveAttribute('src', '/images/logo-light-mobile.svg');
  });

  it('resolves paths against the base path and keeps absolute URLs', () => {
    installBootstrap({
      base_path: '/sub/',
      settings: settingsWith({
        branding: { ...branding, logo_dark: 'https://cdn.example.com/d.svg' },
      }),
    });
    const view = renderApp(<Logo />);
    expect(logo()).toHaveAttribute('src', '/sub/images/logo-light.svg');
    view.unmount();

    localStorage.setItem('be-active-theme', '2');
    renderApp(<Logo />);
    expect(logo()).toHaveAttribute('src', 'https://cdn.example.com/d.svg');
  });

  it('falls back to the site name as text when the image fails or is not set', () => {
    const view = renderApp(<Logo />);
    fireEvent.error(logo());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cinedex' })).toBeInTheDocument();
    view.unmount();

    installBootstrap({ settings: settingsWith({ branding: { ...branding, logo_light: '' } }) });
    renderApp(<Logo />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cinedex' })).toBeInTheDocument();
  });
});

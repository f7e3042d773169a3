import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { SuspendedScreen } from '@client/auth/suspended/suspended-screen';
import { renderScreen } from '../support/render-routes';

describe('SuspendedScreen', () => {
  beforeEach(() => {
    const { settings } = buildBootstrapFixture();
    installBootstrap({
      user: buildUserFixture({ banned_at: '2026-02-01T00:00:00.000Z' }),
      settings: { ...settings, branding: { ...settings.branding, site_name: 'Filmhaus' } },
    });
  });

  it('names the site in the suspension text', () => {
    renderScreen(<SuspendedScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account is suspended' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "You can't open Filmhaus because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeVisible();
  });

  it('offers a logout button and the logo', () => {
    renderScreen(<SuspendedScreen />);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Filmhaus' })).toHaveAttribute('href', '/');
  });
});

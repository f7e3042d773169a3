import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { User } from '@common/users/user';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../support/bootstrap-fixture';
import { UserGate } from '@client/auth/user-gate';
import { userGateState } from '@client/auth/user-gate-state';
import { renderScreen } from './support/render-routes';

function install(user: User | null, requireEmailConfirmation: boolean) {
  const { settings } = buildBootstrapFixture();
  installBootstrap({
    user,
    settings: { ...settings, require_email_confirmation: requireEmailConfirmation },
  });
}

function renderGate() {
  renderScreen(
    <UserGate>
      <p>The app</p>
    </UserGate>,
  );
}

const unverified = () => buildUserFixture({ email_verified_at: null });
const banned = () => buildUserFixture({ banned_at: '2026-02-01T00:00:00.000Z' });

describe('UserGate', () => {
  beforeEach(() => {
    installBootstrap();
  });

  it('shows the verify-email screen to an unverified user when confirmation is required', async () => {
    install(unverified(), true);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('lets an unverified user in when confirmation is not required', () => {
    install(unverified(), false);
    renderGate();
    expect(screen.getByText('The app')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('shows the suspended screen to a banned user', async () => {
    install(banned(), false);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('renders the app for a verified, active user', () => {
    install(buildUserFixture(), true);
    renderGate();
    expect(screen.getByText('The app')).toBeVisible();
  });

  it('renders the app for a guest', () => {
    install(null, true);
    renderGate();
    expect(screen.getByText('The app')).toBeVisible();
  });
});

describe('userGateState', () => {
  it('checks verification before the ban, as spec 2.1 orders them', () => {
    const both = buildUserFixture({ email_verified_at: null, banned_at: '2026-02-01' });
    expect(userGateState(both, { require_email_confirmation: true })).toBe('verify-email');
    expect(userGateState(both, { require_email_confirmation: false })).toBe('suspended');
    expect(userGateState(null, { require_email_confirmation: true })).toBe('app');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPasswordConfirmation } from '@client/auth/password-confirmation/password-confirmation-memory';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { TwoFactorPanel } from '@client/account/two-factor/two-factor-panel';
import {
  initialTwoFactorState,
  markTwoFactorSetupPending,
} from '@client/account/two-factor/two-factor-state';
import type { AccountUser } from '@client/account/account-user';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { buildBootstrapFixture, buildUserFixture } from '../../../../support/bootstrap-fixture';
import { fakeApi, validationError, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
} from '../support/render-account-page';

const ENABLE = 'auth/user/two-factor-authentication';
const QR = 'auth/user/two-factor/qr-code';
const CONFIRM = 'auth/user/confirmed-two-factor-authentication';
const CODES = 'auth/user/two-factor-recovery-codes';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let api: FakeApi;

/** A server that holds the two-factor state of one user; the password is always confirmed. */
function serveTwoFactor() {
  let generation = 0;
  api = fakeApi()
    .on('GET', 'auth/user/confirmed-password-status', { confirmed: true })
    .on('POST', ENABLE, {})
    .on('DELETE', ENABLE, {})
    .on('GET', QR, { svg: SVG, secret: 'JBSWY3DPEHPK3PXP' })
    .on('POST', CONFIRM, ({ body }) =>
      (body as { code: string }).code === '123456'
        ? {}
        : validationError('code', 'The provided two factor authentication code was invalid.'),
    )
    .on('GET', CODES, () => ({ codes: [`code-a-${generation}`, `code-b-${generation}`] }))
    .on('POST', CODES, () => {
      generation += 1;
      return { codes: [`code-a-${generation}`, `code-b-${generation}`] };
    })
    .on('GET', 'users/me', () => ({ user: getBootstrapData().user }));
}

function renderPanel(overrides: Partial<AccountUser> = {}) {
  const user = installAccountBootstrap({ user: overrides });
  return renderAccountRoute(<TwoFactorPanel user={user} />);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('initialTwoFactorState (spec 4)', () => {
  afterEach(() => markTwoFactorSetupPending(1, false));

  it('is 2 when two_factor_confirmed_at is set, whatever else is known', () => {
    const user = buildUserFixture({ two_factor_confirmed_at: '2026-02-01T00:00:00.000Z' });
    expect(initialTwoFactorState({ ...user, two_factor_recovery_codes: ['x'] })).toBe(2);
    expect(initialTwoFactorState(user)).toBe(2);
  });

  it('is 1 when recovery codes exist but the setup is not confirmed', () => {
    const user = buildUserFixture();
    expect(initialTwoFactorState({ ...user, two_factor_recovery_codes: ['a', 'b'] })).toBe(1);
    expect(initialTwoFactorState({ ...user, two_factor_recovery_codes: true })).toBe(1);
  });

  it('is 1 after a setup was started earlier in this page session', () => {
    const user = buildUserFixture();
    markTwoFactorSetupPending(user.id, true);
    expect(initialTwoFactorState(user)).toBe(1);
  });

  it('is 0 otherwise', () => {
    const user = buildUserFixture();
    expect(initialTwoFactorState(user)).toBe(0);
    expect(initialTwoFactorState({ ...user, two_factor_recovery_codes: [] })).toBe(0);
    expect(initialTwoFactorState({ ...user, two_factor_recovery_codes: null })).toBe(0);
  });
});

describe('TwoFactorPanel', { timeout: 15_000 }, () => {
  beforeEach(() => {
    forgetPasswordConfirmation();
    serveTwoFactor();
  });
  afterEach(async () => {
    await closeDialogs();
    markTwoFactorSetupPending(1, false);
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('starts at state 0 and walks 0 → 1 → 2 → 0', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText('You have not enabled two factor authentication.')).toBeVisible();

    // 0 → 1: the password confirmation is checked first, then enabling is requested.
    await user.click(button('Enable'));
    expect(await screen.findByText('Finish enabling two factor authentication.')).toBeVisible();
    expect(api.requests.map((request) => `${request.method} ${request.path}`).slice(0, 2)).toEqual([
      'GET auth/user/confirmed-password-status',
      `POST ${ENABLE}`,
    ]);

    // The QR code is an image of the server's SVG, with the secret as text beside it.
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    );
    expect(document.querySelector('svg rect')).toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();

    const code = screen.getByRole('textbox', { name: /^Code/ });
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(button('Confirm')).toBeDisabled();

    // A wrong code stays on state 1 with the message on the field.
    await user.type(code, '000000');
    await user.click(button('Confirm'));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The provided two factor authentication code was invalid.',
      ),
    );

    // 1 → 2: the recovery codes are fetched and shown.
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(button('Confirm'));
    expect(await screen.findByText('You have enabled two factor authentication.')).toBeVisible();
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['code-a-0', 'code-b-0']);
    expect(api.sent('POST', CONFIRM).at(-1)?.body).toEqual({ code: '123456' });

    await user.click(button('Regenerate recovery codes'));
    await waitFor(() =>
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['code-a-1', 'code-b-1']),
    );

    // 2 → 0
    await user.click(button('Disable'));
    expect(
      await screen.findByText('You have not enabled two factor authentication.'),
    ).toBeVisible();
    expect(api.sent('DELETE', ENABLE)).toHaveLength(1);
    expect(getToasts()).toMatchObject([
      { message: 'Two factor authentication has been disabled.' },
    ]);
  });

  it('cancels a pending setup: 1 → 0 through DELETE', async () => {
    const user = userEvent.setup();
    renderPanel({ two_factor_recovery_codes: ['pending'] } as Partial<AccountUser>);
    expect(screen.getByText('Finish enabling two factor authentication.')).toBeVisible();
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });

    await user.click(button('Cancel'));
    expect(
      await screen.findByText('You have not enabled two factor authentication.'),
    ).toBeVisible();
    expect(api.sent('DELETE', ENABLE)).toHaveLength(1);
    expect(api.sent('POST', ENABLE)).toHaveLength(0);
  });

  it('starts at state 2 for a confirmed user and shows the codes only on request', async () => {
    const user = userEvent.setup();
    renderPanel({ two_factor_confirmed_at: '2026-02-01T00:00:00.000Z' });
    expect(screen.getByText('You have enabled two factor authentication.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(api.sent('GET', CODES)).toHaveLength(0);

    await user.click(button('Show recovery codes'));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
  });

  it('does not enable when the password confirmation is cancelled', async () => {
    const user = userEvent.setup();
    api.on('GET', 'auth/user/confirmed-password-status', { confirmed: false });
    renderPanel();
    await user.click(button('Enable'));
    await screen.findByRole('dialog', { name: 'Confirm password' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('You have not enabled two factor authentication.')).toBeVisible();
    expect(api.sent('POST', ENABLE)).toHaveLength(0);
  });

  it('applies the bootstrap data a two-factor answer carries (new session)', async () => {
    const user = userEvent.setup();
    const renewed = buildBootstrapFixture({ user: buildUserFixture(), csrf_token: 'renewed' });
    api.on('POST', ENABLE, { bootstrapData: renewed });
    renderPanel();
    await user.click(button('Enable'));
    await screen.findByText('Finish enabling two factor authentication.');
    expect(getBootstrapData().csrf_token).toBe('renewed');
  });
});

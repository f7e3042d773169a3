import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { forgetPasswordConfirmation } from '@client/auth/password-confirmation/password-confirmation-memory';
import { DeleteAccountPanel } from '@client/account/delete-account/delete-account-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { buildBootstrapFixture } from '../../../../support/bootstrap-fixture';
import { fakeApi, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
} from '../support/render-account-page';

let api: FakeApi;

function renderPanel() {
  installAccountBootstrap();
  api = fakeApi()
    .on('GET', 'auth/user/confirmed-password-status', { confirmed: false })
    .on('POST', 'auth/user/confirm-password', { ok: true })
    .on('DELETE', 'users/1', {
      message: 'Account deleted',
      bootstrapData: buildBootstrapFixture({ user: null }),
    });
  return renderAccountRoute(<DeleteAccountPanel userId={1} />);
}

describe('DeleteAccountPanel', { timeout: 15_000 }, () => {
  beforeEach(() => forgetPasswordConfirmation());
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('confirms, asks for the password, deletes the account and goes to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Danger zone' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const password = await screen.findByRole('dialog', { name: 'Confirm password' });
    expect(api.sent('DELETE', 'users/1')).toHaveLength(0);
    await user.type(within(password).getByLabelText(/^Password/), 'secret');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Login page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    const [deletion] = api.sent('DELETE', 'users/1');
    expect(deletion?.query.get('deleteCurrentUser')).toBe('1');
    expect(getBootstrapData().user).toBeNull();
    expect(getToasts()).toMatchObject([{ message: 'Account deleted' }]);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/account-settings');
    expect(getBootstrapData().user).not.toBeNull();
  });

  it('deletes nothing when the password dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete account' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const password = await screen.findByRole('dialog', { name: 'Confirm password' });
    await user.click(within(password).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', 'users/1')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/account-settings');
  });
});

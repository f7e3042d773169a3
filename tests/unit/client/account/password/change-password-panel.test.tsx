import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPanel } from '@client/account/password/change-password-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, validationError } from '../support/fake-api';
import { installAccountBootstrap, renderAccountRoute } from '../support/render-account-page';

const PASSWORD = 'auth/user/password';

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm password/), next);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ChangePasswordPanel', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('requires all three fields and sends them with PUT auth/user/password', async () => {
    const user = userEvent.setup();
    installAccountBootstrap();
    const api = fakeApi().on('PUT', PASSWORD, {});
    renderAccountRoute(<ChangePasswordPanel />);
    for (const label of [/^Current password/, /^New password/, /^Confirm password/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }

    await fill(user, 'old secret', 'new long secret');
    await waitFor(() => expect(getToasts()).toMatchObject([{ message: 'Password changed' }]));
    expect(api.sent('PUT', PASSWORD)[0]?.body).toEqual({
      current_password: 'old secret',
      password: 'new long secret',
      password_confirmation: 'new long secret',
    });
    // The fields are emptied once the password changed.
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password on its field', async () => {
    const user = userEvent.setup();
    installAccountBootstrap();
    fakeApi().on(
      'PUT',
      PASSWORD,
      validationError(
        'current_password',
        'The provided password does not match your current password.',
      ),
    );
    renderAccountRoute(<ChangePasswordPanel />);
    await fill(user, 'wrong', 'new long secret');
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        'The provided password does not match your current password.',
      ),
    );
    expect(current).toHaveFocus();
    expect(getToasts()).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@client/http/api-error';
import { forgetPasswordConfirmation } from '@client/auth/password-confirmation/password-confirmation-memory';
import { withConfirmedPassword } from '@client/auth/password-confirmation/use-password-confirmation';
import { DialogHost } from '@client/ui/dialog/dialog-host';
import { toast } from '@client/ui/toast/toast-store';
import { buildUserFixture, installBootstrap } from '../../../../support/bootstrap-fixture';
import { fakeApi, validationError, type FakeApi } from '../../account/support/fake-api';
import { closeDialogs } from '../../account/support/render-account-page';

const STATUS = 'auth/user/confirmed-password-status';
const CONFIRM = 'auth/user/confirm-password';
const WRONG_PASSWORD = 'The provided password was incorrect.';

let api: FakeApi;

/** The server: the status says whether a confirmation is recent; 'secret' is the password. */
function serve(confirmed: boolean) {
  api = fakeApi()
    .on('GET', STATUS, () => ({ confirmed }))
    .on('POST', CONFIRM, ({ body }) =>
      (body as { password: string }).password === 'secret'
        ? { ok: true }
        : validationError('password', WRONG_PASSWORD),
    );
}

/** Starts a guarded action outside React, as an event handler would. */
function run<T>(action: () => Promise<T>) {
  let result!: Promise<T | undefined>;
  act(() => {
    result = withConfirmedPassword(action);
  });
  return result;
}

describe('withConfirmedPassword', () => {
  beforeEach(() => {
    installBootstrap({ user: buildUserFixture() });
    forgetPasswordConfirmation();
    render(<DialogHost />);
  });
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('runs the action without a dialog when the server reports a recent confirmation', async () => {
    serve(true);
    const action = vi.fn(async () => 'done');
    await expect(run(action)).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [status] = api.sent('GET', STATUS);
    expect(status?.query.get('seconds')).toBe('9000');
  });

  it('remembers a confirmed status and does not ask the server again', async () => {
    serve(true);
    await run(async () => 1);
    await run(async () => 2);
    expect(api.sent('GET', STATUS)).toHaveLength(1);
  });

  it('asks for the password, shows a wrong one on the field, then runs the action', async () => {
    serve(false);
    const user = userEvent.setup();
    const action = vi.fn(async () => 'deleted');
    const result = run(action);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm password' });
    expect(dialog).toHaveTextContent(
      'For your security, please confirm your password to continue.',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');

    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(WRONG_PASSWORD));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe('deleted');
    expect(api.sent('POST', CONFIRM).map((request) => request.body)).toEqual([
      { password: 'wrong' },
      { password: 'secret' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Remembered afterwards: neither the status request nor the dialog again.
    await expect(run(async () => 'again')).resolves.toBe('again');
    expect(api.sent('GET', STATUS)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves undefined without running the action when the dialog is cancelled', async () => {
    serve(false);
    const user = userEvent.setup();
    const action = vi.fn(async () => 'deleted');
    const result = run(action);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeUndefined();
    expect(action).not.toHaveBeenCalled();
    expect(api.sent('POST', CONFIRM)).toHaveLength(0);
  });

  it('asks once more and retries when the action still answers 423', async () => {
    serve(true);
    const user = userEvent.setup();
    let attempts = 0;
    const action = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError(423, 'Password confirmation required.', {}, null);
      return 'second try';
    });
    const result = run(action);

    await user.type(await screen.findByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe('second try');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('passes other failures through', async () => {
    serve(true);
    const failure = new ApiError(500, 'Server error', {}, null);
    await expect(run(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

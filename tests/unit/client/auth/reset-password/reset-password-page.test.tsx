import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { LoginPage } from '@client/auth/login/login-page';
import { ResetPasswordPage } from '@client/auth/reset-password/reset-password-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';

function renderReset(entry = '/password/reset/tok-123?email=jo%40example.com') {
  return renderRoutes(
    [
      { path: '/password/reset/:token', element: <ResetPasswordPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    entry,
  );
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^New password/);
const confirmInput = () => screen.getByLabelText(/^Confirm password/);
const submitButton = () => screen.getByRole('button', { name: 'Reset password' });

async function fillAndSubmit(password = 'brand new secret', confirmation = password) {
  await userEvent.type(passwordInput(), password);
  await userEvent.type(confirmInput(), confirmation);
  await userEvent.click(submitButton());
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('shows the email from the link locked, and the new password fields', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(emailInput()).toHaveValue('jo@example.com');
    expect(emailInput()).toBeDisabled();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput()).toBeRequired();
    expect(passwordInput()).toHaveFocus();
    expect(confirmInput()).toBeRequired();
  });

  it('resets, toasts and goes to the login page with the email locked', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { router } = renderReset();
    await fillAndSubmit();

    expect(sentRequest(fetchMock)).toEqual({
      url: '/auth/reset-password',
      body: {
        token: 'tok-123',
        email: 'jo@example.com',
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      },
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    answer.resolve(Response.json({ message: 'Your password has been reset.' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?email=jo%40example.com');
    expect(emailInput()).toHaveValue('jo@example.com');
    expect(emailInput()).toBeDisabled();
    expect(getToasts()).toMatchObject([
      { type: 'positive', message: 'Your password has been reset!' },
    ]);
  });

  it('lets the email be typed when the link carries none', async () => {
    const fetchMock = stubFetch(() => Response.json({ message: 'ok' }));
    renderReset('/password/reset/tok-9');
    expect(emailInput()).toBeEnabled();
    await userEvent.type(emailInput(), 'ada@example.com');
    await fillAndSubmit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock).body).toMatchObject({ token: 'tok-9', email: 'ada@example.com' });
  });

  it('maps a 422 onto the fields', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'Invalid',
          errors: {
            password: ['This password is too common. Choose one that is harder to guess.'],
          },
        },
        { status: 422 },
      ),
    );
    const { router } = renderReset();
    await fillAndSubmit();
    await waitFor(() =>
      expect(passwordInput()).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
    expect(passwordInput()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/password/reset/tok-123');
    expect(getToasts()).toEqual([]);
  });

  it('shows an invalid token message above the form', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'Invalid',
          errors: { token: ['This password reset link is invalid or has expired.'] },
        },
        { status: 422 },
      ),
    );
    renderReset();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });

  it('refuses a mismatched confirmation without a request', async () => {
    const fetchMock = stubFetch(() => Response.json({ message: 'ok' }));
    renderReset();
    await fillAndSubmit('brand new secret', 'another secret');
    await waitFor(() =>
      expect(confirmInput()).toHaveAccessibleDescription(
        'The password confirmation does not match.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

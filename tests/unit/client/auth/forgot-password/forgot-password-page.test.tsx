import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { ForgotPasswordPage } from '@client/auth/forgot-password/forgot-password-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';

function renderForgot(entry = '/forgot-password') {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    entry,
  );
}

const emailInput = () => screen.getByLabelText(/^Email/);
const submitButton = () => screen.getByRole('button', { name: 'Continue' });

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('asks for the email and links back to login', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot your password?');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toBeEnabled();
    expect(emailInput()).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Remembered your password? Sign in.' }),
    ).toHaveAttribute('href', '/login');
  });

  it('posts the email and shows the server message', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderForgot();
    await userEvent.type(emailInput(), 'ada@example.com');
    await userEvent.click(submitButton());

    expect(sentRequest(fetchMock)).toEqual({
      url: '/auth/forgot-password',
      body: { email: 'ada@example.com' },
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    answer.resolve(Response.json({ message: 'We have emailed your password reset link.' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have emailed your password reset link.',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('locks the email to the email query parameter and sends it', async () => {
    const fetchMock = stubFetch(() => Response.json({ message: 'Sent.' }));
    renderForgot('/forgot-password?email=jo%40example.com');
    expect(emailInput()).toHaveValue('jo@example.com');
    expect(emailInput()).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Remembered your password? Sign in.' }),
    ).toHaveAttribute('href', '/login?email=jo%40example.com');
    await userEvent.click(submitButton());
    expect(sentRequest(fetchMock).body).toEqual({ email: 'jo@example.com' });
  });

  it('puts a 422 on the email field', async () => {
    stubFetch(() =>
      Response.json(
        { message: 'Invalid', errors: { email: ['The email must be a valid email address.'] } },
        { status: 422 },
      ),
    );
    renderForgot();
    await userEvent.type(emailInput(), 'ada@example.com');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(emailInput()).toHaveAccessibleDescription('The email must be a valid email address.'),
    );
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a throttling message above the form and a server failure without a message as the generic toast', async () => {
    stubFetch(() => Response.json({ message: 'Too many requests.', errors: {} }, { status: 429 }));
    renderForgot();
    await userEvent.type(emailInput(), 'ada@example.com');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');

    stubFetch(() => Response.json({}, { status: 500 }));
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'There was an issue. Please try again.' },
      ]),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { VerifyEmailScreen } from '@client/auth/verify-email/verify-email-screen';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { renderScreen } from '../support/render-routes';

const HINT_START =
  "If you don't see the email in your inbox, check your spam or promotions folder.";

function installUnverified(email = 'ada@example.com') {
  return installBootstrap({
    user: buildUserFixture({ email, email_verified_at: null }),
    settings: { ...buildBootstrapFixture().settings, require_email_confirmation: true },
  });
}

describe('VerifyEmailScreen', () => {
  beforeEach(() => {
    installUnverified();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('shows the heading, the masked email and a logout button', () => {
    renderScreen(<VerifyEmailScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(
      screen.getByText('Enter the verification code we sent to ad****@example.com'),
    ).toBeVisible();
    expect(screen.queryByText(/ada@example\.com/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('renders the code field with every attribute the spec names, focused', () => {
    renderScreen(<VerifyEmailScreen />);
    const input = screen.getByRole('textbox', { name: /^Code/ });
    expect(input).toHaveAttribute('name', 'code');
    expect(input).toHaveAttribute('placeholder', 'Enter your verification code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toBeRequired();
    expect(input).toHaveFocus();
  });

  it('goes through the translation lines', () => {
    const data = installUnverified();
    installBootstrap({
      ...data,
      i18n: { ...data.i18n, lines: { 'Verify your email': 'Vérifiez votre e-mail' } },
    });
    renderScreen(<VerifyEmailScreen />);
    expect(screen.getByRole('heading', { name: 'Vérifiez votre e-mail' })).toBeVisible();
  });

  it('posts the code, disables Next while pending and reloads the page on success', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderScreen(<VerifyEmailScreen />);

    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/validate-email-verification-otp',
      body: { code: '123456' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(reload).not.toHaveBeenCalled();

    answer.resolve(Response.json({ message: 'ok' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('puts a validation error on the code field and focuses it', async () => {
    stubFetch(() =>
      Response.json(
        { message: 'Invalid data', errors: { code: ['This code is not valid.'] } },
        { status: 422 },
      ),
    );
    renderScreen(<VerifyEmailScreen />);
    const input = screen.getByRole('textbox', { name: /^Code/ });
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('This code is not valid.');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(getToasts()).toEqual([]);
  });

  it('shows the generic error toast when a failure carries neither field errors nor a message', async () => {
    stubFetch(() => Response.json({}, { status: 500 }));
    renderScreen(<VerifyEmailScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'There was an issue. Please try again.' },
      ]),
    );
  });

  it('shows the spam hint with a resend link that posts the email and toasts', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderScreen(<VerifyEmailScreen />);

    expect(screen.getByText(new RegExp(HINT_START.replace(/[.?]/g, '\\$&')))).toBeVisible();
    const resend = screen.getByRole('button', { name: 'request a resend' });
    await userEvent.click(resend);

    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/resend-email-verification',
      body: { email: 'ada@example.com' },
    });
    await waitFor(() => expect(resend).toBeDisabled());

    answer.resolve(Response.json({}));
    await waitFor(() =>
      expect(getToasts()).toMatchObject([{ type: 'positive', message: 'Email sent' }]),
    );
    expect(resend).toBeEnabled();
  });

  it("shows the server's message when the resend is throttled, on every click", async () => {
    const fetchMock = stubFetch(() =>
      Response.json(
        { message: 'Please wait 45 seconds before requesting another email.', errors: {} },
        { status: 429 },
      ),
    );
    renderScreen(<VerifyEmailScreen />);
    const resend = screen.getByRole('button', { name: 'request a resend' });
    for (const click of [1, 2]) {
      toast.dismiss();
      await userEvent.click(resend);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(click));
      await waitFor(() =>
        expect(getToasts()).toMatchObject([
          { type: 'danger', message: 'Please wait 45 seconds before requesting another email.' },
        ]),
      );
      await waitFor(() => expect(resend).toBeEnabled());
    }
  });

  it('shows the generic error toast when the resend fails without a message', async () => {
    stubFetch(() => Response.json({}, { status: 500 }));
    renderScreen(<VerifyEmailScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'request a resend' }));
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'There was an issue. Please try again.' },
      ]),
    );
  });

  it('masks an unknown email and disables the resend link', () => {
    installUnverified('');
    const fetchMock = stubFetch(() => Response.json({}));
    renderScreen(<VerifyEmailScreen />);
    expect(screen.getByText('Enter the verification code we sent to ********')).toBeVisible();
    expect(screen.getByRole('button', { name: 'request a resend' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

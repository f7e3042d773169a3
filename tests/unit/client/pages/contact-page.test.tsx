import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { ContactPage } from '@client/pages/contact/contact-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import {
  enableHumanCheck,
  removeGrecaptcha,
  stubGrecaptcha,
} from '../auth/recaptcha/grecaptcha-stub';
import { deferred, sentRequest, stubFetch } from '../auth/support/fetch-stub';
import { renderRoutes } from '../auth/support/render-routes';

function renderContact() {
  return renderRoutes(
    [
      { path: '/contact', element: <ContactPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/contact',
  );
}

const nameInput = () => screen.getByLabelText(/^Name/);
const emailInput = () => screen.getByLabelText(/^Email/);
const messageInput = () => screen.getByLabelText(/^Message/);
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillAndSubmit() {
  await userEvent.type(nameInput(), 'Ada');
  await userEvent.type(emailInput(), 'ada@example.com');
  await userEvent.type(messageInput(), 'Hello there');
  await userEvent.click(submitButton());
}

describe('ContactPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeGrecaptcha();
    toast.dismiss();
  });

  it('asks for a name, an email and an 8-row message', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    expect(nameInput()).toBeRequired();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(messageInput().tagName).toBe('TEXTAREA');
    expect(messageInput()).toHaveAttribute('rows', '8');
    expect(messageInput()).toBeRequired();
  });

  it('sends the message, disables submit while sending, then toasts and goes home', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderContact();
    await fillAndSubmit();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/contact-page',
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    answer.resolve(Response.json({ message: 'Your message has been submitted.' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(getToasts()).toMatchObject([{ message: 'Your message has been submitted.' }]);
  });

  it('puts server errors on their fields and focuses the first', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'Invalid',
          errors: {
            email: ['The email must be a valid email address.'],
            message: ['The message field is required.'],
          },
        },
        { status: 422 },
      ),
    );
    renderContact();
    await fillAndSubmit();
    expect(await screen.findByText('The email must be a valid email address.')).toBeVisible();
    expect(screen.getByText('The message field is required.')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(screen.queryByText('Home page')).toBeNull();
  });

  describe('with the human check on for contact', () => {
    beforeEach(() => enableHumanCheck('contact'));

    it('sends nothing when the check fails', async () => {
      stubGrecaptcha();
      const fetchMock = stubFetch(() => Response.json({ success: false }));
      renderContact();
      await fillAndSubmit();
      await waitFor(() =>
        expect(getToasts()).toMatchObject([
          { type: 'danger', message: 'Could not verify you are human.' },
        ]),
      );
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        '/api/v1/recaptcha/verify',
      ]);
      expect(submitButton()).toBeEnabled();
    });

    it('sends a fresh token once the check passes', async () => {
      stubGrecaptcha();
      const fetchMock = stubFetch((url) =>
        url.endsWith('recaptcha/verify')
          ? Response.json({ success: true })
          : Response.json({ message: 'Your message has been submitted.' }),
      );
      renderContact();
      await fillAndSubmit();
      expect(await screen.findByText('Home page')).toBeVisible();
      expect(sentRequest(fetchMock, 0)).toEqual({
        url: '/api/v1/recaptcha/verify',
        body: { token: 'token-1', action: 'contact' },
      });
      expect(sentRequest(fetchMock, 1)).toMatchObject({
        url: '/api/v1/contact-page',
        body: { recaptcha_token: 'token-2' },
      });
    });
  });
});

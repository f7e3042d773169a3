import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicSettings } from '@common/settings/site-settings';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { RegisterPage } from '@client/auth/register/register-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { enableHumanCheck, removeGrecaptcha, stubGrecaptcha } from '../recaptcha/grecaptcha-stub';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';

function renderRegister(entry = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/workspace/join/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/workspace/join/login', element: <p>Workspace login page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/admin', element: <p>Admin area</p> },
      { path: '/checkout/:productId/:priceId', element: <p>Checkout page</p> },
    ],
    entry,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const confirmInput = () => screen.getByLabelText(/^Confirm password/);
const submitButton = () => screen.getByRole('button', { name: 'Create account' });

async function fillAndSubmit({ email = 'new@example.com', password = 'long enough pass' } = {}) {
  if (!(emailInput() as HTMLInputElement).disabled) await userEvent.type(emailInput(), email);
  await userEvent.type(passwordInput(), password);
  await userEvent.type(confirmInput(), password);
  await userEvent.click(submitButton());
}

function withSettings(patch: Partial<PublicSettings>) {
  const { settings } = buildBootstrapFixture();
  installBootstrap({ settings: { ...settings, ...patch } });
}

const registerCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/register');

describe('RegisterPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeGrecaptcha();
    toast.dismiss();
  });

  it('shows the default heading, the fields, the submit button and the sign-in link', () => {
    renderRegister();
    expect(heading()).toHaveTextContent('Create a new account');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toBeEnabled();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput()).toBeRequired();
    expect(confirmInput()).toHaveAttribute('type', 'password');
    expect(confirmInput()).toBeRequired();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in.' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it.each([
    ['/register?redirectFrom=pricing', "First, let's create your account"],
    ['/workspace/join/register', 'To join your team on Cinedex, create an account'],
    [
      '/register?inviteId=abc&invite_type=workspace',
      'To join your team on Cinedex, create an account',
    ],
    ['/register?invite_type=workspace', 'To join your team on Cinedex, create an account'],
    ['/register?redirectFrom=elsewhere', 'Create a new account'],
  ])('%s has the heading "%s"', (entry, expected) => {
    renderRegister(entry);
    expect(heading()).toHaveTextContent(expected);
  });

  it('locks the email to the email query parameter, sends it and keeps it in the sign-in link', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ status: 'success', bootstrapData: buildBootstrapFixture() }),
    );
    renderRegister('/register?email=jo%40example.com');
    expect(emailInput()).toHaveValue('jo@example.com');
    expect(emailInput()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in.' })).toHaveAttribute(
      'href',
      '/login?email=jo%40example.com',
    );
    await fillAndSubmit();
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    expect(sentRequest(fetchMock).body).toMatchObject({ email: 'jo@example.com' });
  });

  it('keeps the workspace join flow in the sign-in link', () => {
    renderRegister('/workspace/join/register?inviteId=9');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in.' })).toHaveAttribute(
      'href',
      '/workspace/join/login?inviteId=9',
    );
  });

  it('sends the invitation with the registration', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ status: 'success', bootstrapData: buildBootstrapFixture() }),
    );
    renderRegister('/workspace/join/register?inviteId=inv-7&invite_type=workspace');
    await fillAndSubmit();
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    expect(sentRequest(fetchMock).body).toEqual({
      email: 'new@example.com',
      password: 'long enough pass',
      password_confirmation: 'long enough pass',
      invite_id: 'inv-7',
      invite_type: 'workspace',
    });
  });

  it('shows one required checkbox per policy, linking to its page, and sends each acceptance', async () => {
    withSettings({
      registration: {
        disable: false,
        policies: [
          { id: 'terms', label: 'I accept the terms of service', action: 'pages/terms' },
          { id: 'privacy', label: 'I accept the privacy policy' },
        ],
      },
    });
    const fetchMock = stubFetch(() =>
      Response.json({ status: 'success', bootstrapData: buildBootstrapFixture() }),
    );
    renderRegister();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    const privacy = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(terms).toBeRequired();
    expect(terms).toHaveAttribute('name', 'terms');
    expect(privacy).toBeRequired();
    expect(screen.getByRole('link', { name: 'I accept the terms of service' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );

    await userEvent.click(terms);
    await fillAndSubmit();
    // The unchecked required box stops the submission.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(privacy);
    await userEvent.click(submitButton());
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    expect(sentRequest(fetchMock).body).toMatchObject({ terms: true, privacy: true });
  });

  it('applies the bootstrap data and goes home when the email needs verification', async () => {
    const user = buildUserFixture({
      email_verified_at: null,
      permissions: [{ name: 'admin', restrictions: [] }],
    });
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { router } = renderRegister();
    await fillAndSubmit();

    expect(sentRequest(fetchMock)).toEqual({
      url: '/auth/register',
      body: {
        email: 'new@example.com',
        password: 'long enough pass',
        password_confirmation: 'long enough pass',
      },
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    answer.resolve(
      Response.json({
        status: 'needs_email_verification',
        bootstrapData: buildBootstrapFixture({ user }),
      }),
    );
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(getBootstrapData().user).toEqual(user);
  });

  it('goes to the post-login redirect otherwise', async () => {
    const admin = buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] });
    stubFetch(() =>
      Response.json({ status: 'success', bootstrapData: buildBootstrapFixture({ user: admin }) }),
    );
    const { router } = renderRegister();
    await fillAndSubmit();
    expect(await screen.findByText('Admin area')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(getBootstrapData().user).toEqual(admin);
  });

  it('goes to the checkout of a plan chosen on /pricing (spec 2.1)', async () => {
    localStorage.setItem('be.onboarding.selected', JSON.stringify({ productId: 2, priceId: 21 }));
    try {
      stubFetch(() =>
        Response.json({
          status: 'success',
          bootstrapData: buildBootstrapFixture({ user: buildUserFixture() }),
        }),
      );
      const { router } = renderRegister('/register?redirectFrom=pricing');
      expect(heading()).toHaveTextContent("First, let's create your account");
      await fillAndSubmit();
      expect(await screen.findByText('Checkout page')).toBeVisible();
      expect(router.state.location.pathname).toBe('/checkout/2/21');
    } finally {
      localStorage.clear();
    }
  });

  it('keeps the checkout of a plan chosen on /pricing when the email needs verification', async () => {
    localStorage.setItem('be.onboarding.selected', JSON.stringify({ productId: 2, priceId: 21 }));
    try {
      stubFetch(() =>
        Response.json({
          status: 'needs_email_verification',
          bootstrapData: buildBootstrapFixture({
            user: buildUserFixture({ email_verified_at: null }),
          }),
        }),
      );
      const { router } = renderRegister('/register?redirectFrom=pricing');
      await fillAndSubmit();
      expect(await screen.findByText('Checkout page')).toBeVisible();
      expect(router.state.location.pathname).toBe('/checkout/2/21');
    } finally {
      localStorage.clear();
    }
  });

  it('maps a 422 onto the fields and focuses the first errored one', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'The given data was invalid.',
          errors: {
            email: ['The email has already been taken.'],
            password: ['This password is too common. Choose one that is harder to guess.'],
          },
        },
        { status: 422 },
      ),
    );
    renderRegister();
    await fillAndSubmit();
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveAccessibleDescription('The email has already been taken.');
    expect(passwordInput()).toHaveAccessibleDescription(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(emailInput()).toHaveFocus();
    expect(getBootstrapData().user).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('puts a policy error from the server under its checkbox', async () => {
    withSettings({
      registration: { disable: false, policies: [{ id: 'terms', label: 'I accept the terms' }] },
    });
    stubFetch(() =>
      Response.json(
        { message: 'Invalid', errors: { terms: ['You must accept the terms.'] } },
        { status: 422 },
      ),
    );
    renderRegister();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await fillAndSubmit();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await waitFor(() => expect(terms).toHaveAccessibleDescription('You must accept the terms.'));
    expect(terms).toHaveFocus();
  });

  it('checks the password rules and the confirmation before sending', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    renderRegister();
    await userEvent.type(emailInput(), 'new@example.com');
    await userEvent.type(passwordInput(), 'short');
    await userEvent.type(confirmInput(), 'shorter');
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(passwordInput()).toHaveAccessibleDescription(
        'The password must be at least 8 characters.',
      ),
    );
    expect(confirmInput()).toHaveAccessibleDescription('The password confirmation does not match.');
    expect(passwordInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with the human check on for register', () => {
    beforeEach(() => {
      enableHumanCheck('register');
    });

    it('stops with the danger toast when the check fails', async () => {
      stubGrecaptcha();
      const fetchMock = stubFetch(() => Response.json({ success: false }));
      renderRegister();
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
      expect(getBootstrapData().user).toBeNull();
    });

    it('registers with a fresh token once the check passes', async () => {
      stubGrecaptcha();
      const user = buildUserFixture();
      const fetchMock = stubFetch((url) =>
        url.endsWith('recaptcha/verify')
          ? Response.json({ success: true })
          : Response.json({ status: 'success', bootstrapData: buildBootstrapFixture({ user }) }),
      );
      renderRegister();
      await fillAndSubmit();
      expect(await screen.findByText('Home page')).toBeVisible();
      expect(sentRequest(fetchMock, 0)).toEqual({
        url: '/api/v1/recaptcha/verify',
        body: { token: 'token-1', action: 'register' },
      });
      expect(sentRequest(fetchMock, 1)).toMatchObject({
        url: '/auth/register',
        body: { recaptcha_token: 'token-2' },
      });
    });

    it('shows the human check message when the server refuses the registration token', async () => {
      stubGrecaptcha();
      stubFetch((url) =>
        url.endsWith('recaptcha/verify')
          ? Response.json({ success: true })
          : Response.json(
              { message: 'Invalid', errors: { recaptcha_token: ['Token refused.'] } },
              { status: 422 },
            ),
      );
      renderRegister();
      await fillAndSubmit();
      await waitFor(() =>
        expect(getToasts()).toMatchObject([
          { type: 'danger', message: 'Could not verify you are human.' },
        ]),
      );
      expect(getBootstrapData().user).toBeNull();
    });
  });

  it('shows the social login buttons of enabled providers', () => {
    const { settings } = buildBootstrapFixture();
    withSettings({ social: { ...settings.social, google: { enable: true } } });
    renderRegister();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Continue with Facebook' }),
    ).not.toBeInTheDocument();
  });
});

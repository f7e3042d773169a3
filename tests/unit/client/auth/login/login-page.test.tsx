import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { LoginPage } from '@client/auth/login/login-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';

function renderLogin(entry = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/workspace/join/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/admin', element: <p>Admin area</p> },
    ],
    entry,
  );
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(emailInput(), email);
  await userEvent.type(passwordInput(), password);
  await userEvent.click(submitButton());
}

type Settings = ReturnType<typeof buildBootstrapFixture>['settings'];

/** Installs settings with a change; the fixture shares nested objects, so never mutate them. */
function withSettings(patch: (settings: Settings) => Partial<Settings>) {
  const { settings } = buildBootstrapFixture();
  installBootstrap({ settings: { ...settings, ...patch(settings) } });
}

describe('LoginPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('shows the heading, the fields, remember-me and the links', () => {
    renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveFocus();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput()).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up." })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('uses the auth layout footer: year, site name and the auth-page-footer menu', () => {
    renderLogin();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Cinedex`);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });

  it('hides the register link when registration is disabled', () => {
    withSettings((settings) => ({ registration: { ...settings.registration, disable: true } }));
    renderLogin();
    expect(screen.queryByText("Don't have an account? Sign up.")).not.toBeInTheDocument();
  });

  it('keeps the workspace join flow in the register link', () => {
    renderLogin('/workspace/join/login?invite=7');
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up." })).toHaveAttribute(
      'href',
      '/workspace/join/register?invite=7',
    );
  });

  it('locks the email field to the email query parameter and sends it', async () => {
    const fetchMock = stubFetch(() => Response.json({ two_factor: true }));
    renderLogin('/login?email=jo%40example.com');
    expect(emailInput()).toHaveValue('jo@example.com');
    expect(emailInput()).toBeDisabled();
    expect(passwordInput()).toHaveFocus();

    await userEvent.type(passwordInput(), 'secret');
    await userEvent.click(submitButton());
    expect(sentRequest(fetchMock).body).toEqual({
      email: 'jo@example.com',
      password: 'secret',
      remember: false,
    });
  });

  it('prefills the demo credentials on a demo site', () => {
    withSettings(() => ({ site: { demo: true } }));
    renderLogin();
    expect(emailInput()).toHaveValue('admin@demo.com');
    expect(passwordInput()).toHaveValue('admin');
  });

  it('leaves the fields empty on a normal site', () => {
    renderLogin();
    expect(emailInput()).toHaveValue('');
    expect(passwordInput()).toHaveValue('');
  });

  it('posts the credentials, applies the bootstrap data and goes home', async () => {
    const user = buildUserFixture({ email: 'ada@example.com' });
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderLogin();

    await userEvent.type(emailInput(), 'ada@example.com');
    await userEvent.type(passwordInput(), 'correct horse');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stay signed in for a month' }));
    await userEvent.click(submitButton());

    expect(sentRequest(fetchMock)).toEqual({
      url: '/auth/login',
      body: { email: 'ada@example.com', password: 'correct horse', remember: true },
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());

    answer.resolve(Response.json({ bootstrapData: buildBootstrapFixture({ user }) }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(getBootstrapData().user).toEqual(user);
  });

  it('joins the workspace of a /workspace/join/login invite after signing in, or says it is no longer valid', async () => {
    const user = buildUserFixture({ email: 'ada@example.com' });
    const joined = { id: 5, name: 'Team', default: false, owner_id: 2, members_count: 2 };
    const answer = (url: string) =>
      url.startsWith('/auth/login')
        ? Response.json({ bootstrapData: buildBootstrapFixture({ user }) })
        : url.includes('workspace/join/good')
          ? Response.json({ workspace: { ...joined, my_permissions: [], created_at: null } })
          : Response.json({ message: 'Not found' }, { status: 404 });
    const fetchMock = stubFetch(answer);
    const view = renderLogin('/workspace/join/login?inviteId=good&email=ada%40example.com');
    await userEvent.type(passwordInput(), 'correct horse');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Home page')).toBeVisible();
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/^\/api\/v1\/workspace\/join\/good/);
    expect(document.cookie).toContain('activeWorkspaceId=5');
    expect(getToasts().map((item) => item.message)).toContain('Joined workspace');
    view.unmount();
    toast.dismiss();

    installBootstrap();
    document.cookie = 'activeWorkspaceId=0; path=/';
    renderLogin('/workspace/join/login?inviteId=gone&email=ada%40example.com');
    await userEvent.type(passwordInput(), 'correct horse');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(getToasts().map((item) => item.message)).toContain('This invite is no longer valid');
    expect(document.cookie).toContain('activeWorkspaceId=0');
  });

  it('sends an administrator to /admin', async () => {
    const admin = buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] });
    stubFetch(() => Response.json({ bootstrapData: buildBootstrapFixture({ user: admin }) }));
    const { router } = renderLogin();
    await fillAndSubmit('root@example.com', 'secret');
    expect(await screen.findByText('Admin area')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('maps a 422 onto the fields and focuses the first errored one', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'The given data was invalid.',
          errors: {
            email: ['These credentials do not match our records.'],
            password: ['The password is too short.'],
          },
        },
        { status: 422 },
      ),
    );
    renderLogin();
    await fillAndSubmit('ada@example.com', 'x');

    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription('The password is too short.');
    expect(emailInput()).toHaveFocus();
    expect(getBootstrapData().user).toBeNull();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('clears a field error as the user edits that field', async () => {
    stubFetch(() =>
      Response.json(
        { message: 'Invalid', errors: { password: ['Wrong password.'] } },
        { status: 422 },
      ),
    );
    renderLogin();
    await fillAndSubmit('ada@example.com', 'x');
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(passwordInput()).toHaveAccessibleDescription('Wrong password.');

    await userEvent.type(passwordInput(), 'y');
    expect(passwordInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Wrong password.')).not.toBeInTheDocument();
  });

  it('shows a throttling message under the form', async () => {
    stubFetch(() =>
      Response.json({ message: 'Too many login attempts.', errors: {} }, { status: 429 }),
    );
    renderLogin();
    await fillAndSubmit('ada@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts.');
    expect(getToasts()).toEqual([]);
  });

  it('shows the generic error toast on a server failure without a message', async () => {
    stubFetch(() => Response.json({}, { status: 500 }));
    renderLogin();
    await fillAndSubmit('ada@example.com', 'secret');
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'There was an issue. Please try again.' },
      ]),
    );
  });

  it('switches to the two-factor challenge when the login requires it', async () => {
    stubFetch(() => Response.json({ two_factor: true }));
    renderLogin();
    await fillAndSubmit('ada@example.com', 'secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two factor authentication' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Code/)).toHaveFocus();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByText("Don't have an account? Sign up.")).not.toBeInTheDocument();
    expect(getBootstrapData().user).toBeNull();
  });

  it('shows the social login buttons of enabled providers', () => {
    withSettings((settings) => ({
      social: { ...settings.social, google: { enable: true }, envato: { enable: true } },
    }));
    renderLogin();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Envato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with Twitter' })).not.toBeInTheDocument();
  });
});

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
import { toast } from '@client/ui/toast/toast-store';
import { sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';

const RECOVERY_CODE = 'abcdefghij-klmnopqrst';

type ChallengeResponder = (body: Record<string, string>) => Response;

/** Signs in with a password the server answers with two_factor, then shows the challenge. */
async function reachChallenge(onChallenge: ChallengeResponder) {
  const fetchMock = stubFetch((url, init) =>
    url === '/auth/login'
      ? Response.json({ two_factor: true })
      : onChallenge(JSON.parse(String(init.body)) as Record<string, string>),
  );
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/admin', element: <p>Admin area</p> },
    ],
    '/login',
  );
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Two factor authentication' });
  return { ...view, fetchMock };
}

const codeInput = () => screen.getByLabelText(/^Code/);
const recoveryInput = () => screen.getByLabelText(/^Recovery code/);
const submitButton = () => screen.getByRole('button', { name: 'Continue' });
const challengeCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/two-factor-challenge');

describe('two-factor challenge after a password login', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('replaces the login form with a 6-digit code field', async () => {
    await reachChallenge(() => Response.json({}));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('maxlength', '6');
    expect(codeInput()).toBeRequired();
    expect(codeInput()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use recovery code' })).toBeVisible();
    expect(getBootstrapData().user).toBeNull();
  });

  it('refuses a code that is not exactly 6 characters', async () => {
    const { fetchMock } = await reachChallenge(() => Response.json({}));
    await userEvent.type(codeInput(), '12345');
    await userEvent.click(submitButton());
    expect(codeInput()).toHaveAccessibleDescription('The code must be 6 characters.');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(challengeCalls(fetchMock)).toHaveLength(0);

    // The browser's maxlength keeps a 7th digit out.
    await userEvent.type(codeInput(), '67');
    expect(codeInput()).toHaveValue('123456');
  });

  it('posts the code, applies the bootstrap data and redirects like a login', async () => {
    const admin = buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] });
    const { fetchMock, router } = await reachChallenge(() =>
      Response.json({ bootstrapData: buildBootstrapFixture({ user: admin }) }),
    );
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Admin area')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(getBootstrapData().user).toEqual(admin);
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/auth/two-factor-challenge',
      body: { code: '123456' },
    });
  });

  it('puts a 422 on the code field', async () => {
    await reachChallenge(() =>
      Response.json(
        {
          message: 'Invalid',
          errors: { code: ['The provided two factor authentication code was invalid.'] },
        },
        { status: 422 },
      ),
    );
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(codeInput()).toHaveAccessibleDescription(
        'The provided two factor authentication code was invalid.',
      ),
    );
    expect(codeInput()).toHaveFocus();
    expect(getBootstrapData().user).toBeNull();
  });

  it('toggles to a 21-character recovery code and back', async () => {
    const user = buildUserFixture();
    const { fetchMock } = await reachChallenge(() =>
      Response.json({ bootstrapData: buildBootstrapFixture({ user }) }),
    );
    await userEvent.type(codeInput(), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Use recovery code' }));

    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
    expect(recoveryInput()).toHaveValue('');
    expect(recoveryInput()).toHaveAttribute('maxlength', '21');
    expect(recoveryInput()).toBeRequired();
    expect(recoveryInput()).toHaveFocus();

    await userEvent.type(recoveryInput(), RECOVERY_CODE.slice(0, 20));
    await userEvent.click(submitButton());
    expect(recoveryInput()).toHaveAccessibleDescription('The code must be 21 characters.');
    expect(challengeCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Use authentication code' }));
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Use recovery code' }));

    await userEvent.type(recoveryInput(), RECOVERY_CODE);
    await userEvent.click(submitButton());
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(getBootstrapData().user).toEqual(user);
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/auth/two-factor-challenge',
      body: { recovery_code: RECOVERY_CODE },
    });
  });

  it('puts a 422 on the recovery code field', async () => {
    await reachChallenge(() =>
      Response.json(
        { message: 'Invalid', errors: { recovery_code: ['The recovery code was invalid.'] } },
        { status: 422 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use recovery code' }));
    await userEvent.type(recoveryInput(), RECOVERY_CODE);
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(recoveryInput()).toHaveAccessibleDescription('The recovery code was invalid.'),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import type { PublicSettings } from '@common/settings/site-settings';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { LoginPage } from '@client/auth/login/login-page';
import { DialogHost } from '@client/ui/dialog/dialog-host';
import { closeAllDialogs, getDialogs } from '@client/ui/dialog/dialog-store';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { sentRequest, stubFetch } from '../support/fetch-stub';
import { renderRoutes } from '../support/render-routes';
import { postSocialAuthMessage, stubWindowOpen } from './fake-popup';

function installSocial(patch: Partial<PublicSettings['social']>) {
  const { settings } = buildBootstrapFixture();
  installBootstrap({ settings: { ...settings, social: { ...settings.social, ...patch } } });
}

/** The dialog host sits in a layout around every route, as in the app's root layout. */
function renderLogin() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/', element: <p>Home page</p> },
          { path: '/admin', element: <p>Admin area</p> },
        ],
      },
    ],
    '/login',
  );
}

const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' });

/** Clicks 'Continue with Google' and answers from the popup with a social-auth message. */
async function signInWithGoogle(status: string, callbackData: Record<string, unknown> = {}) {
  const { open } = stubWindowOpen();
  await userEvent.click(googleButton());
  expect(open).toHaveBeenCalledWith(
    '/secure/auth/social/google/login',
    expect.any(String),
    expect.stringContaining('width=650'),
  );
  await waitFor(() => expect(googleButton()).toBeDisabled());
  act(() => postSocialAuthMessage({ type: 'social-auth', status, callbackData }));
}

describe('social login', () => {
  beforeEach(() => {
    installSocial({ google: { enable: true }, twitter: { enable: true } });
  });
  afterEach(async () => {
    act(() => closeAllDialogs());
    await waitFor(() => expect(getDialogs()).toEqual([]));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  describe('SocialLoginButtons', () => {
    it('shows a labelled button per enabled provider', () => {
      renderLogin();
      const section = screen.getByRole('region', { name: 'Social login' });
      expect(
        within(section)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Continue with Google', 'Continue with Twitter']);
    });

    it('shows icon-only buttons, still named, when compact buttons are on', () => {
      installSocial({
        google: { enable: true },
        facebook: { enable: true },
        compact_buttons: true,
      });
      renderLogin();
      const facebook = screen.getByRole('button', { name: 'Continue with Facebook' });
      expect(facebook).toHaveTextContent('');
      expect(facebook.querySelector('svg')).not.toBeNull();
      expect(googleButton()).toHaveTextContent('');
    });

    it('shows nothing when no provider is enabled', () => {
      installBootstrap();
      renderLogin();
      expect(screen.queryByRole('region', { name: 'Social login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
    });
  });

  it('SUCCESS applies the bootstrap data and redirects like a login', async () => {
    const admin = buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] });
    const { router } = renderLogin();
    await signInWithGoogle('SUCCESS', { bootstrapData: buildBootstrapFixture({ user: admin }) });
    expect(await screen.findByText('Admin area')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(getBootstrapData().user).toEqual(admin);
  });

  it('ALREADY_LOGGED_IN applies the bootstrap data and says so', async () => {
    const user = buildUserFixture();
    renderLogin();
    await signInWithGoogle('ALREADY_LOGGED_IN', { bootstrapData: buildBootstrapFixture({ user }) });
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(getBootstrapData().user).toEqual(user);
    expect(getToasts()).toMatchObject([
      { type: 'positive', message: 'You are already signed in.' },
    ]);
  });

  it('ERROR shows the callback message in a danger toast', async () => {
    renderLogin();
    await signInWithGoogle('ERROR', { errorMessage: 'This Google account is not allowed.' });
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'This Google account is not allowed.' },
      ]),
    );
    expect(getBootstrapData().user).toBeNull();
    expect(googleButton()).toBeEnabled();
  });

  it('ERROR without a message shows the fallback text', async () => {
    renderLogin();
    await signInWithGoogle('ERROR');
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'An error occurred. Please try again later' },
      ]),
    );
  });

  it('a popup closed without an answer changes nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { popup } = stubWindowOpen();
      renderLogin();
      await userEvent.click(googleButton());
      popup.closed = true;
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(googleButton()).toBeEnabled());
      expect(getToasts()).toEqual([]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(getBootstrapData().user).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('REQUEST_PASSWORD', () => {
    const dialog = () => screen.getByRole('dialog', { name: 'Password required' });

    it('opens the password modal with its texts', async () => {
      renderLogin();
      await signInWithGoogle('REQUEST_PASSWORD');
      expect(await screen.findByRole('dialog', { name: 'Password required' })).toBeVisible();
      expect(dialog()).toHaveTextContent(
        'An account with this email address already exists. If you want to connect the two accounts, enter existing account password.',
      );
      const password = within(dialog()).getByLabelText(/^Password/);
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toBeRequired();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeVisible();
      expect(within(dialog()).getByRole('button', { name: 'Connect' })).toBeVisible();
    });

    it('connects with the password and signs in', async () => {
      const user = buildUserFixture();
      const fetchMock = stubFetch(() =>
        Response.json({ bootstrapData: buildBootstrapFixture({ user }) }),
      );
      renderLogin();
      await signInWithGoogle('REQUEST_PASSWORD');
      await screen.findByRole('dialog', { name: 'Password required' });
      await userEvent.type(within(dialog()).getByLabelText(/^Password/), 'existing secret');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));

      expect(await screen.findByText('Home page')).toBeVisible();
      expect(sentRequest(fetchMock)).toEqual({
        url: '/secure/auth/social/connect',
        body: { password: 'existing secret' },
      });
      expect(getBootstrapData().user).toEqual(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('puts a 422 on the password field and stays open', async () => {
      stubFetch(() =>
        Response.json(
          { message: 'Invalid', errors: { password: ['The password is incorrect.'] } },
          { status: 422 },
        ),
      );
      renderLogin();
      await signInWithGoogle('REQUEST_PASSWORD');
      await screen.findByRole('dialog', { name: 'Password required' });
      const password = within(dialog()).getByLabelText(/^Password/);
      await userEvent.type(password, 'wrong');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Connect' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription('The password is incorrect.'),
      );
      expect(password).toHaveFocus();
      expect(dialog()).toBeVisible();
      expect(getBootstrapData().user).toBeNull();
    });

    it('Cancel closes the modal without signing in', async () => {
      const fetchMock = stubFetch(() => Response.json({}));
      const { router } = renderLogin();
      await signInWithGoogle('REQUEST_PASSWORD');
      await screen.findByRole('dialog', { name: 'Password required' });
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/login');
      expect(getBootstrapData().user).toBeNull();
    });
  });
});

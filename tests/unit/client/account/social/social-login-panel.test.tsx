import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { SocialLoginPanel } from '@client/account/social/social-login-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
  WithAccountUser,
} from '../support/render-account-page';

let api: FakeApi;

async function renderPanel() {
  const user = installAccountBootstrap({
    user: { social_profiles: [{ service_name: 'google', username: 'ada.l' }] },
    settings: (settings) => ({
      social: {
        ...settings.social,
        google: { enable: true },
        envato: { enable: true },
      },
    }),
  });
  let current = user;
  api = fakeApi()
    .on('GET', 'users/me', () => ({ user: current }))
    .on('POST', 'secure/auth/social/google/disconnect', () => {
      current = { ...current, social_profiles: [] };
      return { user: current };
    });
  renderAccountRoute(
    <WithAccountUser>{(account) => <SocialLoginPanel user={account} />}</WithAccountUser>,
  );
  await screen.findByRole('group', { name: 'Google' });
  return {
    connectEnvato: () => {
      current = {
        ...current,
        social_profiles: [...current.social_profiles, { service_name: 'envato', username: 'ada' }],
      };
    },
  };
}

/** The browser side of the popup: window.open answers a window we can close or post from. */
function stubPopup() {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

function postSocialResult(data: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'social-auth', ...data },
      }),
    );
  });
}

describe('SocialLoginPanel', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('shows one row per enabled provider: connected with a red Disable, else Disabled/Enable', async () => {
    await renderPanel();
    expect(screen.queryByRole('group', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Twitter' })).not.toBeInTheDocument();

    const google = screen.getByRole('group', { name: 'Google' });
    expect(google).toHaveTextContent('ada.l');
    const disable = within(google).getByRole('button', { name: 'Disable' });
    expect(disable).toHaveClass('MuiButton-colorError');

    const envato = screen.getByRole('group', { name: 'Envato' });
    expect(envato).toHaveTextContent('Disabled');
    expect(within(envato).getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it('disconnects a provider', async () => {
    const user = userEvent.setup();
    await renderPanel();
    const google = screen.getByRole('group', { name: 'Google' });
    await user.click(within(google).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(google).toHaveTextContent('Disabled'));
    expect(api.sent('POST', 'secure/auth/social/google/disconnect')).toHaveLength(1);
    expect(getToasts()).toMatchObject([
      { message: 'Disabled :service account', values: { service: 'Google' } },
    ]);
    expect(getBootstrapData().user?.social_profiles).toEqual([]);
  });

  it('connects a provider through the connect popup', async () => {
    const user = userEvent.setup();
    const { connectEnvato } = await renderPanel();
    const { open, popup } = stubPopup();
    const envato = screen.getByRole('group', { name: 'Envato' });
    await user.click(within(envato).getByRole('button', { name: 'Enable' }));
    expect(open).toHaveBeenCalledWith(
      '/secure/auth/social/envato/connect',
      'social-auth',
      expect.stringContaining('width=650,height=550'),
    );

    connectEnvato();
    const renewed = { ...getBootstrapData(), csrf_token: 'after-connect' };
    postSocialResult({ status: 'SUCCESS', callbackData: { bootstrapData: renewed } });

    await waitFor(() => expect(envato).toHaveTextContent('ada'));
    expect(within(envato).getByRole('button', { name: 'Disable' })).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
    expect(getBootstrapData().csrf_token).toBe('after-connect');
    expect(getToasts()).toMatchObject([
      { message: 'Enabled :service account', values: { service: 'Envato' } },
    ]);
  });

  it('shows the error a failed connection reports, or the fallback', async () => {
    const user = userEvent.setup();
    await renderPanel();
    stubPopup();
    const envato = screen.getByRole('group', { name: 'Envato' });
    await user.click(within(envato).getByRole('button', { name: 'Enable' }));
    postSocialResult({ status: 'ERROR', callbackData: {} });
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'An error occurred. Please try again later' },
      ]),
    );
    expect(envato).toHaveTextContent('Disabled');
  });
});

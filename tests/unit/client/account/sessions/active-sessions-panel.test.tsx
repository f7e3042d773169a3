import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPasswordConfirmation } from '@client/auth/password-confirmation/password-confirmation-memory';
import { ActiveSessionsPanel } from '@client/account/sessions/active-sessions-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse, validationError, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
} from '../support/render-account-page';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function session(overrides: Record<string, unknown>) {
  return {
    id: 1,
    device_type: 'desktop',
    platform: 'Windows',
    browser: 'Chrome',
    city: null,
    country: null,
    ip_address: '203.0.113.7',
    token: 'abc',
    last_active: ago(10),
    is_current_device: false,
    ...overrides,
  };
}

let api: FakeApi;
let sessions: Array<ReturnType<typeof session>>;
let confirmed: boolean;

function renderPanel() {
  installAccountBootstrap();
  forgetPasswordConfirmation();
  confirmed = false;
  sessions = [
    session({ id: 1, is_current_device: true, city: 'Lyon', country: 'France' }),
    session({
      id: 2,
      device_type: 'mobile',
      platform: 'iOS',
      browser: 'Mobile Safari',
      ip_address: '198.51.100.2',
      last_active: ago(3 * 3600),
    }),
    session({
      id: 3,
      device_type: 'tablet',
      platform: 'Android',
      browser: 'Chrome',
      last_active: ago(30),
    }),
  ];
  api = fakeApi()
    .on('GET', 'user-sessions', () => ({ sessions }))
    .on('POST', 'auth/user/confirm-password', ({ body }) => {
      if ((body as { password: string }).password !== 'secret') {
        return validationError('password', 'The password is incorrect.');
      }
      confirmed = true;
      return {};
    })
    .on('POST', 'user-sessions/logout-other', ({ body }) => {
      // As the server: a recent confirmation and the right password, both.
      if (!confirmed) return jsonResponse({ message: 'Password confirmation required.' }, 423);
      if ((body as { password: string }).password !== 'secret') {
        return validationError('password', 'The password is incorrect.');
      }
      sessions = sessions.filter((item) => item.is_current_device);
      return { message: 'Logged out other sessions.' };
    });
  renderAccountRoute(<ActiveSessionsPanel />);
}

const rows = () => screen.getAllByRole('listitem');

describe('ActiveSessionsPanel', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('lists each session with its device, place and activity', async () => {
    renderPanel();
    await screen.findByText('Windows - Chrome');
    const [current, phone, tablet] = rows();

    expect(within(current!).getByRole('img', { name: 'Computer' })).toBeInTheDocument();
    expect(current).toHaveTextContent('203.0.113.7 · Lyon, France · This device');
    expect(current).not.toHaveTextContent('Last active');

    expect(within(phone!).getByRole('img', { name: 'Mobile' })).toBeInTheDocument();
    expect(phone).toHaveTextContent('iOS - Mobile Safari');
    expect(phone).toHaveTextContent('198.51.100.2 · Last active 3 hours ago');
    expect(phone).not.toHaveTextContent('This device');

    expect(within(tablet!).getByRole('img', { name: 'Tablet' })).toBeInTheDocument();
    expect(tablet).toHaveTextContent('Last active a few seconds ago');
  });

  it('logs out the other sessions with the password', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Windows - Chrome');
    await user.click(screen.getByRole('button', { name: 'Log out other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out other sessions' });
    const password = within(dialog).getByLabelText(/^Password/);

    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));

    await user.clear(password);
    await user.type(password, 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));
    await waitFor(() =>
      expect(getToasts()).toMatchObject([{ message: 'Logged out other sessions.' }]),
    );
    // The wrong password stopped at the confirmation; the right one went to both calls.
    expect(api.sent('POST', 'user-sessions/logout-other').map((request) => request.body)).toEqual([
      { password: 'secret' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Confirm password' })).not.toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

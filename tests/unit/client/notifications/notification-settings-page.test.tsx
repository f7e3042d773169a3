import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSubscriptionsResponse } from '@common/api/notifications';
import { NotificationSettingsPage } from '@client/notifications/notification-settings-page';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { recordFetch } from '../../../support/recorded-fetch';
import { renderApp } from '../app/render-app';
import { installMember, json } from './notification-fixtures';

const subscriptions: NotificationSubscriptionsResponse = {
  available_channels: ['database', 'email', 'browser'],
  subscriptions: [
    {
      group_name: 'Social',
      entries: [
        { notif_id: 'new_follower', name: 'New follower' },
        { notif_id: 'comment_reply', name: 'Reply to my comment' },
      ],
    },
  ],
  user_selections: [
    { notif_id: 'new_follower', channels: { database: true, email: false, browser: false } },
  ],
};

function renderPage(answer: NotificationSubscriptionsResponse = subscriptions) {
  const sent = recordFetch((request) =>
    request.method === 'GET' ? json(answer) : json({ ok: true }),
  );
  const events = userEvent.setup();
  renderApp(<NotificationSettingsPage />, {
    path: '/notifications/settings',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
  return { sent, events };
}

/** A fake of the browser's Notification API (not our code) in the given permission state. */
function stubNotificationPermission(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('NotificationSettingsPage', () => {
  beforeEach(() => installMember());
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('shows the matrix from the saved selections and saves the changes', async () => {
    const { sent, events } = renderPage();
    const inApp = await screen.findByRole('checkbox', { name: 'New follower: In app' });
    expect(inApp).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reply to my comment: In app' })).not.toBeChecked();
    await events.click(screen.getByRole('checkbox', { name: 'Reply to my comment: Email' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([{ type: 'positive', message: 'Updated preferences' }]),
    );
    const put = sent.find((request) => request.url.searchParams.get('_method') === 'PUT');
    expect(put?.body).toEqual({
      selections: [
        { notif_id: 'new_follower', channels: { database: true, email: false, browser: false } },
        { notif_id: 'comment_reply', channels: { database: false, email: true, browser: false } },
      ],
    });
  });

  it('unchecks Browser and says why when the browser blocks notifications', async () => {
    stubNotificationPermission('denied');
    const { events } = renderPage();
    const browser = await screen.findByRole('checkbox', { name: 'New follower: Browser' });
    await events.click(browser);
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([
        {
          type: 'danger',
          message: 'Notifications blocked. Please enable them for this site from browser settings.',
        },
      ]),
    );
    expect(browser).not.toBeChecked();
  });

  it('asks the browser when it has not decided, then subscribes this browser to push', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const subscribe = vi.fn(async () => ({
      endpoint: 'https://push.example.com/send/abc',
      toJSON: () => ({ keys: { p256dh: 'p256-key', auth: 'auth-secret' } }),
    }));
    const register = vi.fn(async () => ({ pushManager: { subscribe } }));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      const sent = recordFetch((request) => {
        if (request.url.pathname.endsWith('/push/public-key')) return json({ publicKey: 'AQID' });
        return request.method === 'GET' ? json(subscriptions) : json({ ok: true });
      });
      const events = userEvent.setup();
      renderApp(<NotificationSettingsPage />);
      const browser = await screen.findByRole('checkbox', { name: 'New follower: Browser' });
      await events.click(browser);

      await vi.waitFor(() =>
        expect(sent.map((request) => request.url.pathname)).toContain(
          '/api/v1/notifications/push/subscriptions',
        ),
      );
      expect(requestPermission).toHaveBeenCalled();
      expect(register).toHaveBeenCalledWith('/notifications-sw.js');
      expect(subscribe).toHaveBeenCalledWith({
        userVisibleOnly: true,
        applicationServerKey: new Uint8Array([1, 2, 3]),
      });
      expect(sent.at(-1)?.body).toEqual({
        endpoint: 'https://push.example.com/send/abc',
        keys: { p256dh: 'p256-key', auth: 'auth-secret' },
      });
      expect(browser).toBeChecked();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('goes home when there are no subscriptions', async () => {
    renderPage({ ...subscriptions, subscriptions: [], user_selections: [] });
    expect(await screen.findByText('Home page')).toBeVisible();
  });
});

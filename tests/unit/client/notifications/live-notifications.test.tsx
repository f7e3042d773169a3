import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { connectLiveNotifications, nextDelay } from '@client/notifications/live-connection';
import { LiveNotifications } from '@client/notifications/live-notifications';
import { NotificationBell } from '@client/notifications/notification-bell';
import { renderApp } from '../app/render-app';
import { buildNotification, installMember, stubNotificationsApi } from './notification-fixtures';

/** A fake of the browser's WebSocket (not our code): the test opens, sends and closes it. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.onopen?.();
  }
  serverSends(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  serverCloses(code = 1006) {
    this.onclose?.({ code });
  }
}

const event = (unreadCount: number) => ({
  event: 'notification',
  notification: buildNotification({ id: 40 + unreadCount }),
  unreadCount,
});

function fakeWindow(onLine = true) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('live notifications', () => {
  afterEach(() => {
    FakeSocket.instances = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits 1 s, doubling to 30 s, between reconnects', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let attempt = 0; attempt < 7; attempt++) delays.push((delay = nextDelay(delay)));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('reconnects after a drop, resets the backoff once open, pauses offline and stops', () => {
    vi.useFakeTimers();
    const target = fakeWindow();
    const onEvent = vi.fn();
    const stop = connectLiveNotifications({
      url: 'ws://localhost/api/v1/ws',
      onEvent,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      target: target as unknown as Window,
    });
    const first = FakeSocket.instances[0]!;
    first.serverOpens();
    first.serverSends(event(3));
    first.serverSends({ event: 'something-else' });
    expect(onEvent).toHaveBeenCalledTimes(1);

    first.serverCloses();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    target.navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(FakeSocket.instances[1]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    target.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(3);

    stop();
    expect(FakeSocket.instances[2]!.closed).toBe(true);
    FakeSocket.instances[2]!.serverCloses();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('a frame sets the unread count on the bell and the user, and announces it', async () => {
    installMember({ unread: 1 });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderApp(
      <>
        <LiveNotifications />
        <NotificationBell />
      </>,
    );
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(FakeSocket.instances[0]!.url).toBe(`ws://${window.location.host}/api/v1/ws`);
    act(() => FakeSocket.instances[0]!.serverSends(event(5)));

    expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
    expect(getBootstrapData().user?.unread_notifications_count).toBe(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 unread notifications');
  });
});

describe('a live notification in an open popover', () => {
  afterEach(() => {
    FakeSocket.instances = [];
    vi.unstubAllGlobals();
  });

  it('goes on top of the cached first page without a reload', async () => {
    installMember({ unread: 1 });
    vi.stubGlobal('WebSocket', FakeSocket);
    stubNotificationsApi([buildNotification()]);
    const events = userEvent.setup();
    renderApp(
      <>
        <LiveNotifications />
        <NotificationBell />
      </>,
    );
    await events.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findByText('Grace Hopper');
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));

    act(() =>
      FakeSocket.instances[0]!.serverSends({
        event: 'notification',
        notification: buildNotification({
          id: 2,
          data: { lines: [{ type: 'primary', content: 'A new episode of **Dark**' }] },
        }),
        unreadCount: 2,
      }),
    );
    const items = within(popover).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A new episode of Dark');
  });
});

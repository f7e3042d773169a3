import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@common/api/notifications';
import { GENERIC_ERROR_MESSAGE } from '@client/http/api-error';
import { NotificationItem } from '@client/notifications/notification-item';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { renderApp } from '../app/render-app';
import {
  buildNotification,
  installMember,
  json,
  stubNotificationsApi,
} from './notification-fixtures';
import { recordFetch, type SentRequest } from '../../../support/recorded-fetch';

const invitation = buildNotification({
  id: 9,
  type: 'workspace_invitation',
  data: {
    lines: [{ type: 'primary', content: 'Grace invited you to **Film club**' }],
    buttonActions: [
      { label: 'Join', action: 'join' },
      { label: 'Decline', action: 'decline' },
    ],
    inviteId: 'inv-abc',
  },
});

function renderItem(notification: Notification) {
  const events = userEvent.setup();
  renderApp(
    <ul>
      <NotificationItem notification={notification} />
    </ul>,
    { routes: [{ path: '/user/7/grace', element: <p>Grace's profile</p> }] },
  );
  return events;
}

/** PUT and DELETE travel as POST with a _method override (spec 7.1). */
const calls = (sent: SentRequest[]) =>
  sent.map(
    (request) =>
      `${request.url.searchParams.get('_method') ?? request.method} ${request.url.pathname}`,
  );

describe('NotificationItem', () => {
  beforeEach(() => installMember({ unread: 1 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
    document.cookie = 'activeWorkspaceId=; path=/; max-age=0';
  });

  it('marks an unread notification read, then opens its internal route', async () => {
    const sent = stubNotificationsApi([]);
    const events = renderItem(buildNotification());
    expect(screen.getByText('Unread')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Grace Hopper started following you/ }));
    expect(await screen.findByText("Grace's profile")).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'POST', body: { ids: [1] } });
    expect(sent[0]!.url.pathname).toBe('/api/v1/notifications/mark-as-read');
  });

  it('opens an absolute URL in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubNotificationsApi([]);
    const external = buildNotification({
      read_at: '2026-01-01T00:00:00.000Z',
      data: {
        mainAction: { action: 'https://example.com/news', label: 'Read' },
        lines: [{ type: 'primary', content: 'Site news' }],
      },
    });
    const events = renderItem(external);
    await events.click(screen.getByRole('button', { name: /Site news/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/news', '_blank', 'noopener');
  });

  it('shows the generic error and stays put when marking read fails', async () => {
    recordFetch(() => json({ message: 'Down', errors: {} }, 503));
    const again = renderItem(buildNotification({ id: 3 }));
    await again.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([{ type: 'danger', message: GENERIC_ERROR_MESSAGE }]),
    );
    expect(screen.queryByText("Grace's profile")).toBeNull();
  });

  it('joins a workspace invitation: toast and the active workspace cookie', async () => {
    const sent = stubNotificationsApi([], (request) =>
      request.url.pathname === '/api/v1/workspace/join/inv-abc'
        ? json({ workspace: { id: 5, name: 'Film club' } })
        : json({ message: 'Not found', errors: {} }, 404),
    );
    const events = renderItem(invitation);
    await events.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([{ type: 'positive', message: 'Joined workspace' }]),
    );
    expect(document.cookie).toContain('activeWorkspaceId=5');
    expect(calls(sent)).toContain('GET /api/v1/workspace/join/inv-abc');
  });

  it('declines an invitation, and says an invite that is gone is no longer valid', async () => {
    let inviteExists = true;
    const sent = stubNotificationsApi([], (request) => {
      if (request.url.searchParams.get('_method') === 'DELETE' && inviteExists) {
        return json({ ok: true });
      }
      return json({ message: 'Not found', errors: {} }, 404);
    });
    const events = renderItem(invitation);
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'positive', message: 'Declined workspace invitation' },
      ]),
    );
    expect(calls(sent)).toContain('DELETE /api/v1/workspace/invite/inv-abc');

    inviteExists = false;
    await events.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([
        { type: 'danger', message: 'This invite is no longer valid' },
      ]),
    );
  });
});

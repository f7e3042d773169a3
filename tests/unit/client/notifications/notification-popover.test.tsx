import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@client/notifications/notification-bell';
import { renderApp } from '../app/render-app';
import { buildNotification, installMember, stubNotificationsApi } from './notification-fixtures';

async function openPopover() {
  const events = userEvent.setup();
  renderApp(<NotificationBell />, {
    routes: [{ path: '/notifications/settings', element: <p>Settings page</p> }],
  });
  await events.click(screen.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
  return { events, popover: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('NotificationBell and its popover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the unread count, and 'Mark all as read' marks them read everywhere", async () => {
    installMember({ unread: 2 });
    const sent = stubNotificationsApi([buildNotification(), buildNotification({ id: 2 })]);
    const { events, popover } = await openPopover();
    // `**…**` renders bold
    expect(
      await within(popover).findAllByText('Grace Hopper', { selector: 'strong' }),
    ).toHaveLength(2);
    expect(within(popover).getAllByText('Unread')).toHaveLength(2);
    // with unread items there is no settings link
    expect(within(popover).queryByRole('link', { name: 'Notification settings' })).toBeNull();

    await events.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    // the open popover hides the page (and the bell) from assistive technology
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread', hidden: true }),
    ).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toContain(
      'POST /api/v1/notifications/mark-all-as-read',
    );
    expect(within(popover).queryByText('Unread')).toBeNull();
    expect(within(popover).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(within(popover).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    expect(within(popover).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows the empty state, with the settings button only when subscriptions are integrated', async () => {
    installMember({ subs: true });
    stubNotificationsApi([]);
    const first = await openPopover();
    expect(await within(first.popover).findByText('Hang tight!')).toBeVisible();
    expect(
      within(first.popover).getByText('Notifications will start showing up here soon.'),
    ).toBeVisible();
    await first.events.click(
      within(first.popover).getAllByRole('link', { name: 'Notification settings' }).at(-1)!,
    );
    expect(await screen.findByText('Settings page')).toBeVisible();
  });

  it('has no settings link or button when subscriptions are not integrated', async () => {
    installMember({ subs: false });
    stubNotificationsApi([]);
    const { popover } = await openPopover();
    expect(await within(popover).findByText('Hang tight!')).toBeVisible();
    expect(within(popover).queryByRole('link', { name: 'Notification settings' })).toBeNull();
  });
});

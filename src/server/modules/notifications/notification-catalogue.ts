import type { NotificationChannel, NotificationType } from '@common/api/notifications';

/** The groups and names the settings page shows (spec 3's subscription response). */
export const NOTIFICATION_GROUPS: ReadonlyArray<{
  group_name: string;
  entries: ReadonlyArray<{ notif_id: NotificationType; name: string }>;
}> = [
  {
    group_name: 'Workspaces',
    entries: [{ notif_id: 'workspace_invitation', name: 'Workspace invitations' }],
  },
  {
    group_name: 'Community',
    entries: [
      { notif_id: 'new_follower', name: 'New followers' },
      { notif_id: 'comment_reply', name: 'Replies to my comments' },
      { notif_id: 'list_activity', name: 'Reviews and comments on my lists' },
    ],
  },
  {
    group_name: 'Catalogue',
    entries: [
      { notif_id: 'watchlist_new_episode', name: 'New episodes of series on my watchlist' },
    ],
  },
  {
    group_name: 'Announcements',
    entries: [{ notif_id: 'announcement', name: 'Announcements' }],
  },
];

/** What a member who never chose receives: in-app and email on, browser off. */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationChannel, boolean>> = {
  database: true,
  email: true,
  browser: false,
};

/** Types every recipient sees in-app, whatever they chose. */
export const ALWAYS_IN_APP: ReadonlySet<NotificationType> = new Set([
  'announcement',
  'workspace_invitation',
]);

/** The name of a type, as the settings and the unsubscribe page show it ('New followers'). */
export function typeName(type: NotificationType): string {
  for (const group of NOTIFICATION_GROUPS) {
    const entry = group.entries.find((candidate) => candidate.notif_id === type);
    if (entry) return entry.name;
  }
  return type;
}

import { z } from 'zod';
import { paginated } from './responses';

/**
 * The notifications API (issue 17; spec 2.5, 2.6, 3 Notification and Notification subscription
 * response, 4, 7.4). Every route needs a signed-in user (401 for visitors); a user reaches only
 * their own notifications and preferences.
 *
 *   GET  notifications?page&perPage (perPage ≤ 100, default 30) → notificationListResponse, newest first
 *   POST notifications/mark-as-read {ids}        → {unreadCount} (ids of other users' notifications
 *                                                  are ignored, never an error)
 *   POST notifications/mark-all-as-read          → {unreadCount: 0}
 *   GET  notifications/me/subscriptions          → notificationSubscriptionsResponse
 *   PUT  notifications/me/subscriptions {selections} → {ok: true}; 422 for an unknown notif_id or
 *                                                  channel; 404 when notif.subs.integrated is off
 *   GET  notifications/push/public-key           → {publicKey} (the VAPID key, base64url)
 *   POST notifications/push/subscriptions {endpoint, keys: {p256dh, auth}} → {ok: true}
 *                                                  (the endpoint must be https; stored per user)
 *   DELETE notifications/push/subscriptions {endpoint} → {ok: true}
 *   GET  notifications/unsubscribe/{token}       → an HTML page: the signed one-click link of an
 *                                                  email; turns that type's email channel off
 *   POST notifications/unsubscribe/{token}       → {ok: true} (RFC 8058 List-Unsubscribe-Post; no
 *                                                  session, no XSRF: the signature is the proof)
 * Live: GET /api/v1/ws upgrades to a WebSocket authenticated by the session cookie (4401 close
 * code for a visitor); the server sends notificationEvent messages as JSON text frames.
 * Admin (permission notifications.update):
 *   POST notifications/announcements {subject, body, action?: {label, url}, roleIds?: number[]}
 *        → {recipients} (how many users it was queued for; everyone when roleIds is empty)
 */

/** The notification types this issue sends; `notif_id` in the subscription API. */
export const notificationTypes = [
  'workspace_invitation',
  'new_follower',
  'comment_reply',
  'list_activity',
  'watchlist_new_episode',
  'announcement',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The workspace-invitation type, as spec 3 names it (the join and decline buttons key on it). */
export const WORKSPACE_INVITATION_TYPE: NotificationType = 'workspace_invitation';

export const notificationChannels = ['database', 'email', 'browser'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** A link a notification opens: an internal route ('/lists/3') or an absolute https URL. */
export const notificationAction = z.object({ action: z.string(), label: z.string() });

export const notificationLine = z.object({
  type: z.enum(['primary', 'other']),
  content: z.string(),
  icon: z.string().nullish(),
  action: notificationAction.nullish(),
});

/** spec 3's data: what the list item renders. */
export const notificationData = z.object({
  mainAction: notificationAction.nullish(),
  /** An image URL (avatar, poster) or null. */
  image: z.string().nullish(),
  lines: z.array(notificationLine),
  buttonActions: z
    .array(z.object({ label: z.string(), action: z.enum(['join', 'decline']) }))
    .optional(),
  /** For a workspace invitation: the invite its buttons join or decline. */
  inviteId: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  read_at: z.string().nullable(),
  created_at: z.string(),
  data: notificationData,
});
export type Notification = z.infer<typeof notification>;

export const notificationListResponse = z.object({
  pagination: paginated(notification),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const markAsReadBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
});
export const unreadCountResponse = z.object({ unreadCount: z.number().int() });

export const channelSelections = z.record(z.enum(notificationChannels), z.boolean());

/** spec 3's Notification subscription response. */
export const notificationSubscriptionsResponse = z.object({
  available_channels: z.array(z.enum(notificationChannels)),
  subscriptions: z.array(
    z.object({
      group_name: z.string(),
      entries: z.array(z.object({ notif_id: z.enum(notificationTypes), name: z.string() })),
    }),
  ),
  user_selections: z.array(
    z.object({ notif_id: z.enum(notificationTypes), channels: channelSelections }),
  ),
});
export type NotificationSubscriptionsResponse = z.infer<typeof notificationSubscriptionsResponse>;

export const updateSubscriptionsBody = z.object({
  selections: z
    .array(z.object({ notif_id: z.enum(notificationTypes), channels: channelSelections }))
    .max(notificationTypes.length),
});
export type UpdateSubscriptionsBody = z.infer<typeof updateSubscriptionsBody>;

export const pushPublicKeyResponse = z.object({ publicKey: z.string() });

export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const pushUnsubscribeBody = z.object({ endpoint: z.string().url().max(2000) });

/** What the WebSocket sends: a new notification with the recipient's unread count after it. */
export const notificationEvent = z.object({
  event: z.literal('notification'),
  notification,
  unreadCount: z.number().int(),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;

export const announcementBody = z.object({
  subject: z.string().trim().min(1).max(150),
  body: z.string().trim().min(1).max(2000),
  action: z.object({ label: z.string().trim().min(1).max(60), url: z.string().max(500) }).nullish(),
  roleIds: z.array(z.number().int().positive()).max(50).default([]),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;
export const announcementResponse = z.object({ recipients: z.number().int() });

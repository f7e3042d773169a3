import type { Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON of spec 3's data (lines, mainAction, image, buttonActions, inviteId). */
  data: string;
  read_at: string | null;
  created_at: string;
}

/** A member's channel choices for one type; a type without a row uses the defaults. */
export interface NotificationPreferencesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON {database?, email?, browser?}: only the channels the member set. */
  channels: string;
  updated_at: string;
}

/** A browser's Web Push subscription (its endpoint is the push service's URL for it). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
}

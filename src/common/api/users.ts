import { z } from 'zod';
import { grantedPermission } from './roles';

export const userRoleRef = z.object({ id: z.number().int(), name: z.string() });

export const userSubscription = z.object({
  id: z.number().int(),
  valid: z.boolean(),
  active: z.boolean(),
});

export const socialProfile = z.object({
  service_name: z.string(),
  username: z.string().nullable(),
});

/**
 * The user as the API shows them to themselves (GET users/{id}, bootstrapData.user) and to
 * administrators there; no password, two-factor secret or recovery codes.
 */
export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  created_at: z.string(),
  roles: z.array(userRoleRef),
  permissions: z.array(grantedPermission),
  subscriptions: z.array(userSubscription),
  social_profiles: z.array(socialProfile),
  two_factor_confirmed_at: z.string().nullable(),
  unread_notifications_count: z.number().int(),
});

/** `{user}`: what the account routes answer after reading or changing the user. */
export const userResponse = z.object({ user: userRecord });

/** A row of the admin users list (GET admin/users). */
export const adminUserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  ban_reason: z.string().nullable(),
  two_factor_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  roles: z.array(userRoleRef),
  /** The ids of `roles`, as the admin form's role picker edits them. */
  role_ids: z.array(z.number().int()),
});

/** What the admin edit form reads (GET admin/users/{id}): the profile and the direct grants. */
export const adminUserRecord = adminUserListItem.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  permissions: z.array(grantedPermission),
});

/** POST admin/users/{id}/end-sessions: how many sessions ended. */
export const endedSessions = z.object({ ended: z.number().int() });

export type UserRecord = z.infer<typeof userRecord>;
export type UserRoleRef = z.infer<typeof userRoleRef>;
export type UserSubscription = z.infer<typeof userSubscription>;
export type SocialProfile = z.infer<typeof socialProfile>;
export type AdminUserListItem = z.infer<typeof adminUserListItem>;
export type AdminUserResource = z.infer<typeof adminUserRecord>;
export type EndedSessions = z.infer<typeof endedSessions>;

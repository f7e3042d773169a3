import type { PublicSettings } from '@common/settings/site-settings';
import type { User } from '@common/users/user';

export type UserGateState = 'verify-email' | 'suspended' | 'app';

/** Spec 2.1 / 4 User gate: which route set a user gets. */
export function userGateState(
  user: Pick<User, 'email_verified_at' | 'banned_at'> | null,
  settings: Pick<PublicSettings, 'require_email_confirmation'>,
): UserGateState {
  if (!user) return 'app';
  if (settings.require_email_confirmation && !user.email_verified_at) return 'verify-email';
  if (user.banned_at) return 'suspended';
  return 'app';
}

import type { User } from '../users/user';
import type { GrantedPermission, Role } from './permission';

export const ADMIN_PERMISSION = 'admin';

export interface PermissionSubject {
  user: Pick<User, 'permissions' | 'roles' | 'subscriptions'> | null;
  guestRole: Pick<Role, 'permissions'> | null;
}

function grantedPermissions({ user, guestRole }: PermissionSubject): GrantedPermission[] {
  return user ? user.permissions : (guestRole?.permissions ?? []);
}

function isAdmin(subject: PermissionSubject): boolean {
  return grantedPermissions(subject).some((p) => p.name === ADMIN_PERMISSION);
}

/** Spec 6: the admin permission passes every check; otherwise the user's, or the guest role's, permissions. */
export function hasPermission(subject: PermissionSubject, name: string): boolean {
  if (isAdmin(subject)) return true;
  return grantedPermissions(subject).some((p) => p.name === name);
}

export function hasRole(subject: PermissionSubject, roleId: number): boolean {
  return subject.user?.roles.some((role) => role.id === roleId) ?? false;
}

/** The value of a named restriction on a permission, or undefined when it is not restricted. */
export function getRestrictionValue(
  subject: PermissionSubject,
  permission: string,
  restriction: string,
): number | undefined {
  const granted = grantedPermissions(subject).find((p) => p.name === permission);
  const value = granted?.restrictions.find((r) => r.name === restriction)?.value;
  return value === null || value === undefined ? undefined : value;
}

export interface QuotaCheck {
  noPermission: boolean;
  overQuota: boolean;
  /** Either of the two. */
  failed: boolean;
}

/** Over quota means the current count is at or above the restriction value (spec 6). */
export function checkQuota(
  subject: PermissionSubject,
  permission: string,
  restriction: string,
  currentCount: number,
): QuotaCheck {
  const noPermission = !hasPermission(subject, permission);
  const limit = isAdmin(subject)
    ? undefined
    : getRestrictionValue(subject, permission, restriction);
  const overQuota = !noPermission && limit !== undefined && currentCount >= limit;
  return { noPermission, overQuota, failed: noPermission || overQuota };
}

/** Subscribed means at least one valid subscription. */
export function isSubscribed(user: Pick<User, 'subscriptions'> | null): boolean {
  return user?.subscriptions.some((s) => s.valid) ?? false;
}

import type { User } from '@common/users/user';
import {
  ADMIN_PERMISSION,
  checkQuota,
  getRestrictionValue,
  hasPermission,
  type PermissionSubject,
} from '@common/permissions/permission-check';
import { ForbiddenError, QuotaExceededError } from '../../domain/errors';

/** The signed-in member who creates something, as the quota check needs them. */
export type Creator = Pick<User, 'id' | 'permissions' | 'roles' | 'subscriptions'>;

/** The restriction that caps how many of a thing a member may have. */
export const COUNT_RESTRICTION = 'count';

export interface QuotaNoun {
  one: string;
  many: string;
}

const subjectOf = (user: Creator): PermissionSubject => ({ user, guestRole: null });

/**
 * The count limit of a creating permission for this member, or undefined when there is none
 * (no restriction value, or the member is an administrator): callers count only when it matters.
 */
export function creationLimit(user: Creator, permission: string): number | undefined {
  const subject = subjectOf(user);
  if (hasPermission(subject, ADMIN_PERMISSION)) return undefined;
  return getRestrictionValue(subject, permission, COUNT_RESTRICTION);
}

/**
 * Refuses with 403 when the member lacks the permission, or already has as many as the limit
 * allows (spec 6: over quota when the current count is at or above the restriction value).
 */
export function assertCreationQuota(
  user: Creator,
  permission: string,
  currentCount: number,
  noun: QuotaNoun,
): void {
  const subject = subjectOf(user);
  const { noPermission, overQuota } = checkQuota(
    subject,
    permission,
    COUNT_RESTRICTION,
    currentCount,
  );
  if (noPermission) throw new ForbiddenError();
  if (overQuota) {
    const limit = getRestrictionValue(subject, permission, COUNT_RESTRICTION)!;
    throw new QuotaExceededError(
      `You have reached the maximum of ${limit} ${limit === 1 ? noun.one : noun.many}.`,
    );
  }
}

/**
 * Runs `count` only when the member has a limit for the permission, then applies the quota.
 * Call it inside the transaction that creates the thing.
 */
export async function enforceCreationQuota(
  user: Creator,
  permission: string,
  noun: QuotaNoun,
  count: () => Promise<number>,
): Promise<void> {
  if (creationLimit(user, permission) === undefined) {
    assertCreationQuota(user, permission, 0, noun);
    return;
  }
  assertCreationQuota(user, permission, await count(), noun);
}

/** Owners act on their own things; administrators (permission 'admin') on anyone's. */
export function isAdmin(user: Creator): boolean {
  return hasPermission(subjectOf(user), ADMIN_PERMISSION);
}

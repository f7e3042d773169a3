import { describe, expect, it } from 'vitest';
import {
  checkQuota,
  hasPermission,
  hasRole,
  isSubscribed,
} from '@common/permissions/permission-check';

const user = (
  permissions: Array<{
    name: string;
    restrictions?: Array<{ name: string; value: number | null }>;
  }>,
) => ({
  permissions: permissions.map((p) => ({ restrictions: [], ...p })),
  roles: [{ id: 3, name: 'editors' }],
  subscriptions: [],
});
const guestRole = { permissions: [{ name: 'titles.view', restrictions: [] }] };

describe('permission checks (spec 6)', () => {
  it('passes every check for the admin permission', () => {
    expect(hasPermission({ user: user([{ name: 'admin' }]), guestRole }, 'anything.at.all')).toBe(
      true,
    );
  });

  it("uses the user's permissions, or the guest role's for visitors", () => {
    expect(
      hasPermission({ user: user([{ name: 'lists.create' }]), guestRole }, 'lists.create'),
    ).toBe(true);
    expect(hasPermission({ user: user([]), guestRole }, 'titles.view')).toBe(false);
    expect(hasPermission({ user: null, guestRole }, 'titles.view')).toBe(true);
    expect(hasPermission({ user: null, guestRole }, 'lists.create')).toBe(false);
  });

  it('checks roles by id', () => {
    expect(hasRole({ user: user([]), guestRole }, 3)).toBe(true);
    expect(hasRole({ user: user([]), guestRole }, 4)).toBe(false);
  });

  it('is over quota when the count is at or above the restriction value', () => {
    const subject = {
      user: user([{ name: 'lists.create', restrictions: [{ name: 'count', value: 2 }] }]),
      guestRole,
    };
    expect(checkQuota(subject, 'lists.create', 'count', 1)).toEqual({
      noPermission: false,
      overQuota: false,
      failed: false,
    });
    expect(checkQuota(subject, 'lists.create', 'count', 2)).toEqual({
      noPermission: false,
      overQuota: true,
      failed: true,
    });
    expect(checkQuota(subject, 'reviews.create', 'count', 0)).toEqual({
      noPermission: true,
      overQuota: false,
      failed: true,
    });
    expect(
      checkQuota({ user: user([{ name: 'admin' }]), guestRole }, 'lists.create', 'count', 999)
        .failed,
    ).toBe(false);
  });

  it('calls a user subscribed with at least one valid subscription', () => {
    expect(isSubscribed({ subscriptions: [{ id: 1, valid: false, active: false }] })).toBe(false);
    expect(isSubscribed({ subscriptions: [{ id: 1, valid: true, active: false }] })).toBe(true);
    expect(isSubscribed(null)).toBe(false);
  });
});

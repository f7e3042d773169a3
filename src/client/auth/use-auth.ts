import { useMemo } from 'react';
import {
  checkQuota,
  hasPermission,
  hasRole,
  isSubscribed,
  type PermissionSubject,
} from '@common/permissions/permission-check';
import { getBootstrapData, useBootstrapData } from '../app/bootstrap-store';

export const ADMIN_ACCESS = 'admin.access';

export function currentSubject(): PermissionSubject {
  const { user, guest_role } = getBootstrapData();
  return { user, guestRole: guest_role };
}

/** The signed-in user (or null) with the spec 6 permission checks bound to them. */
export function useAuth() {
  const { user, guest_role } = useBootstrapData();
  return useMemo(() => {
    const subject: PermissionSubject = { user, guestRole: guest_role };
    return {
      user,
      isLoggedIn: user !== null,
      isSubscribed: isSubscribed(user),
      hasPermission: (name: string) => hasPermission(subject, name),
      hasRole: (roleId: number) => hasRole(subject, roleId),
      checkQuota: (permission: string, restriction: string, count: number) =>
        checkQuota(subject, permission, restriction, count),
    };
  }, [user, guest_role]);
}

export const ONBOARDING_STORAGE_KEY = 'be.onboarding.selected';

/** The checkout of the plan a visitor chose on /pricing before signing up, if one is stored. */
export function storedOnboardingCheckout(): string | null {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    const choice = raw ? (JSON.parse(raw) as { productId?: unknown; priceId?: unknown }) : null;
    if (choice?.productId && choice.priceId)
      return `/checkout/${choice.productId}/${choice.priceId}`;
  } catch {
    // unreadable storage or malformed choice: fall through to the default redirect
  }
  return null;
}

/**
 * Where a user lands after login (spec 2.1): a stored onboarding choice goes to its checkout,
 * admins to /admin, everyone else to /.
 */
export function redirectUriAfterLogin(): string {
  const checkout = storedOnboardingCheckout();
  if (checkout) return checkout;
  return hasPermission(currentSubject(), ADMIN_ACCESS) ? '/admin' : '/';
}

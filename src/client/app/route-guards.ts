import { redirect } from 'react-router';
import { hasPermission, isSubscribed } from '@common/permissions/permission-check';
import { getBootstrapData } from './bootstrap-store';

/**
 * Spec 4 Guarding, as route loaders: a route needing login sends a guest to /login; a user
 * lacking the route's permission goes to /pricing when billing is on and they are not
 * subscribed, otherwise to /404.
 */
export function guardRoute(options: { permission?: string; login?: boolean }): Response | null {
  const { user, guest_role, settings } = getBootstrapData();
  if (options.login && !user) return redirect('/login');
  if (!options.permission || hasPermission({ user, guestRole: guest_role }, options.permission)) {
    return null;
  }
  if (!user) return redirect('/login');
  if (settings.billing.enable && !isSubscribed(user)) return redirect('/pricing');
  return redirect('/404');
}

export const requireLogin = () => guardRoute({ login: true });
export const requirePermission =
  (permission: string, login = false) =>
  () =>
    guardRoute({ permission, login });

/** Spec 2.5: /notifications/settings needs login and sends everyone home when subscriptions are off. */
export function notificationSettingsGuard(): Response | null {
  const login = guardRoute({ login: true });
  if (login) return login;
  return getBootstrapData().settings.notif.subs.integrated ? null : redirect('/');
}

import type { AuthProvider } from 'react-admin';
import type { BootstrapResponse } from '@common/api/bootstrap';
import { hasPermission } from '@common/permissions/permission-check';
import {
  getBootstrapData,
  mergeBootstrapData,
  setBootstrapData,
} from '@client/app/bootstrap-store';
import { ADMIN_ACCESS, currentSubject } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import { updatePermission } from './resource-keys';

/**
 * The site's own login page. The admin is a route of the site's data router, so react-admin
 * navigates to this absolute path with that router (its basename included), leaving the admin.
 */
export const LOGIN_PATH = '/login';

/** Actions that only look: they need admin.access; every other action needs `{resource}.update`. */
const READ_ACTIONS = ['list', 'show', 'read', 'export'];

function mayUse(permission: string): boolean {
  const subject = currentSubject();
  return subject.user !== null && hasPermission(subject, permission);
}

function isAdminUser(): boolean {
  return mayUse(ADMIN_ACCESS);
}

export function permissionFor(action: string, resource: string): string {
  return READ_ACTIONS.includes(action) ? ADMIN_ACCESS : updatePermission(resource);
}

async function signOut(): Promise<void> {
  try {
    const { bootstrapData } = await apiClient.post<BootstrapResponse>('auth/logout');
    setBootstrapData(bootstrapData);
  } catch {
    // the session is already gone (a 401 brought us here) or unreachable: forget it locally
    mergeBootstrapData({ user: null });
  }
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in on the site login page.')),

  /**
   * react-admin also calls logout when checkAuth fails (documented in Authentication.md,
   * "Using External Authentication Providers"), so only a user who is in the admin is
   * signed out of the server; anyone else is just sent to the login page.
   */
  logout: async () => {
    if (isAdminUser()) await signOut();
    return LOGIN_PATH;
  },

  checkAuth: async () => {
    if (!isAdminUser()) throw { redirectTo: LOGIN_PATH, message: false };
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    if (status === 401) throw { redirectTo: LOGIN_PATH };
    if (status === 403) throw { logoutUser: false };
  },

  getIdentity: async () => {
    const { user } = getBootstrapData();
    if (!user) throw new Error('Not signed in.');
    return { id: user.id, fullName: user.name, avatar: user.image ?? undefined };
  },

  getPermissions: async () => getBootstrapData().user?.permissions.map((p) => p.name) ?? [],

  canAccess: async ({ action, resource }) => mayUse(permissionFor(action, resource)),
};

import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, LOGIN_PATH } from '@client/admin/auth-provider';
import { getBootstrapData } from '@client/app/bootstrap-store';
import type { GrantedPermission } from '@common/permissions/permission';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../support/bootstrap-fixture';
import { stubFetch } from './fetch-stub';

const grant = (...names: string[]): GrantedPermission[] =>
  names.map((name) => ({ name, restrictions: [] }));

function signInWith(...permissions: string[]) {
  installBootstrap({ user: buildUserFixture({ permissions: grant(...permissions) }) });
}

function signOutLocally() {
  installBootstrap({ user: null });
}

const canAccess = (action: string, resource: string) =>
  authProvider.canAccess!({ action, resource });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authProvider.checkAuth', () => {
  it('passes a user holding admin.access', async () => {
    signInWith('titles.view', 'admin.access');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('passes a user holding the admin permission', async () => {
    signInWith('admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a plain user to the site login page', async () => {
    signInWith('titles.view');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: false,
    });
    expect(LOGIN_PATH).toBe('/login');
  });

  it('sends a guest to the site login page, even if the guest role holds admin.access', async () => {
    installBootstrap({
      user: null,
      guest_role: { id: 1, name: 'guests', permissions: grant('admin.access') },
    });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('authProvider.canAccess', () => {
  it('lets admin.access holders look, and needs {resource}.update to write', async () => {
    signInWith('admin.access', 'users.update');
    expect(await canAccess('list', 'users')).toBe(true);
    expect(await canAccess('show', 'roles')).toBe(true);
    expect(await canAccess('edit', 'users')).toBe(true);
    expect(await canAccess('create', 'users')).toBe(true);
    expect(await canAccess('delete', 'users')).toBe(true);
    expect(await canAccess('edit', 'roles')).toBe(false);
    expect(await canAccess('delete', 'roles')).toBe(false);
  });

  it('maps dashed resource names to the underscored permission', async () => {
    signInWith('admin.access', 'custom_pages.update');
    expect(await canAccess('edit', 'custom-pages')).toBe(true);
  });

  it('refuses everything to a user without admin.access', async () => {
    signInWith('titles.view');
    expect(await canAccess('list', 'users')).toBe(false);
  });

  it('grants everything to the admin permission', async () => {
    signInWith('admin');
    expect(await canAccess('list', 'users')).toBe(true);
    expect(await canAccess('delete', 'settings')).toBe(true);
  });

  it('refuses a guest', async () => {
    signOutLocally();
    expect(await canAccess('list', 'titles')).toBe(false);
  });
});

describe('authProvider.getPermissions and getIdentity', () => {
  it('answers the permission names of the user', async () => {
    signInWith('admin.access', 'users.update');
    await expect(authProvider.getPermissions!({})).resolves.toEqual([
      'admin.access',
      'users.update',
    ]);
  });

  it('answers no permissions for a guest', async () => {
    signOutLocally();
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
  });

  it('answers the identity react-admin shows in the app bar', async () => {
    installBootstrap({ user: buildUserFixture({ id: 8, name: 'Ada', image: '/avatars/ada.png' }) });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 8,
      fullName: 'Ada',
      avatar: '/avatars/ada.png',
    });
  });
});

describe('authProvider.checkError', () => {
  it('logs out on 401', async () => {
    const rejection = await authProvider.checkError(new HttpError('Unauthenticated', 401)).then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    expect(rejection).not.toBe('resolved');
    expect(rejection).not.toMatchObject({ logoutUser: false });
    expect(rejection).toMatchObject({ redirectTo: '/login' });
  });

  it('keeps the user signed in on 403', async () => {
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).rejects.toEqual({
      logoutUser: false,
    });
  });

  it.each([404, 422, 500])('ignores %s', async (status) => {
    await expect(authProvider.checkError(new HttpError('Nope', status))).resolves.toBeUndefined();
  });
});

describe('authProvider.logout', () => {
  it('signs an admin out on the server, applies the returned bootstrap data and goes to /login', async () => {
    signInWith('admin.access');
    const { mock, last } = stubFetch({
      body: { bootstrapData: buildBootstrapFixture({ user: null }) },
    });

    await expect(authProvider.logout({})).resolves.toBe('/login');

    expect(mock).toHaveBeenCalledTimes(1);
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/auth/logout');
    expect(getBootstrapData().user).toBeNull();
  });

  it('forgets the user locally when the server call fails', async () => {
    signInWith('admin.access');
    stubFetch({ status: 401, body: { message: 'Unauthenticated.' } });

    await expect(authProvider.logout({})).resolves.toBe('/login');

    expect(getBootstrapData().user).toBeNull();
  });

  it('does not sign out a user who only failed the admin check', async () => {
    signInWith('titles.view');
    const { mock } = stubFetch();

    await expect(authProvider.logout({})).resolves.toBe('/login');

    expect(mock).not.toHaveBeenCalled();
    expect(getBootstrapData().user).not.toBeNull();
  });
});

describe('authProvider.login', () => {
  it('is not used: sign-in happens on the site login page', async () => {
    await expect(authProvider.login({})).rejects.toThrow('Sign in on the site login page.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { userCreatePayload, userUpdatePayload } from '@client/admin/resources/users/user-record';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { stubFetch } from '../../fetch-stub';

beforeEach(() => {
  installBootstrap();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withResourcePaths', () => {
  const provider = withResourcePaths(dataProvider);

  it('sends the users resource to the admin routes and unwraps {user}', async () => {
    const { last } = stubFetch({ body: { user: { id: 7, name: 'Ada' } } });
    const { data } = await provider.getOne('users', { id: 7 });
    expect(last().url.pathname).toBe('/api/v1/admin/users/7');
    expect(data).toEqual({ id: 7, name: 'Ada' });
  });

  it('lists, filters and bulk-deletes through admin/users; other resources keep their path', async () => {
    const { last } = stubFetch({
      body: {
        data: [],
        current_page: 1,
        per_page: 15,
        total: 0,
        last_page: 1,
        from: null,
        to: null,
      },
    });
    await provider.getList('users', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'ada', role: 2, banned: '1' },
    });
    expect(last().url.pathname).toBe('/api/v1/admin/users');
    expect(last().url.searchParams.get('role')).toBe('2');
    await provider.deleteMany('users', { ids: [3, 4] });
    expect(last().url.pathname).toBe('/api/v1/admin/users/3,4');
    await provider.getList('roles', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(last().url.pathname).toBe('/api/v1/roles');
  });
});

describe('user payloads', () => {
  it('sends role ids, the verified switch and nulls for empty texts on update', () => {
    expect(
      userUpdatePayload({
        id: 1,
        name: 'Ada',
        email: 'ada@example.com',
        first_name: '',
        image: '',
        email_verified_at: '2026-01-01T00:00:00.000Z',
        roles: [{ id: 2, name: 'users' }],
        role_ids: [2, 5],
        banned_at: null,
        permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: null }] }],
        country: 'FR',
      }),
    ).toEqual({
      name: 'Ada',
      first_name: null,
      last_name: null,
      email: 'ada@example.com',
      image: null,
      email_verified: true,
      roles: [2, 5],
      permissions: [{ name: 'lists.create', restrictions: [] }],
      language: null,
      country: 'FR',
      timezone: null,
    });
    expect(
      userUpdatePayload({ email_verified: false, email_verified_at: 'x' }).email_verified,
    ).toBe(false);
  });

  it('creates with the password and roles only', () => {
    expect(
      userCreatePayload({
        name: 'Bo',
        email: 'bo@example.com',
        password: 'secret-pass',
        role_ids: [],
      }),
    ).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      password: 'secret-pass',
      roles: [],
      email_verified: false,
    });
  });
});

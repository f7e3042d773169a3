import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { singularKey } from '@client/admin/resource-keys';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { stubFetch } from './fetch-stub';

const page = (data: unknown[], total = data.length) => ({
  data,
  current_page: 1,
  per_page: 15,
  total,
  last_page: 1,
  from: 1,
  to: data.length,
});

function paramsOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

beforeEach(() => {
  installBootstrap();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('singularKey', () => {
  it.each([
    ['users', 'user'],
    ['roles', 'role'],
    ['titles', 'title'],
    ['people', 'person'],
    ['news', 'article'],
    ['custom-pages', 'page'],
    ['localizations', 'localization'],
    ['titles/3/videos', 'video'],
  ])('%s answers under %s', (resource, key) => {
    expect(singularKey(resource)).toBe(key);
  });
});

describe('dataProvider reads', () => {
  it('getList sends paging, sorting, search and filters as plain params', async () => {
    const { last } = stubFetch({ body: page([{ id: 1 }, { id: 2 }], 42) });

    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ada', role: 2, banned: true, ids: [4, 5] },
    });

    const request = last();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/v1/users');
    expect(paramsOf(request.url)).toEqual({
      page: '2',
      perPage: '25',
      orderBy: 'name',
      orderDir: 'desc',
      query: 'ada',
      role: '2',
      banned: '1',
      ids: '4,5',
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
  });

  it('getOne unwraps the record from its singular key', async () => {
    const { last } = stubFetch({ body: { person: { id: 7, name: 'Grace' } } });

    const result = await dataProvider.getOne('people', { id: 7 });

    expect(last().url.pathname).toBe('/api/v1/people/7');
    expect(result).toEqual({ data: { id: 7, name: 'Grace' } });
  });

  it("passes meta's relations (with, load, loadCount) on every read, joined with commas", async () => {
    const { last } = stubFetch({ body: { user: { id: 7 } } }, { body: page([{ id: 7 }]) });
    const meta = { with: ['roles', 'permissions'], loadCount: ['tokens'], other: 'kept here' };

    await dataProvider.getOne('users', { id: 7, meta });
    expect(paramsOf(last().url)).toEqual({ with: 'roles,permissions', loadCount: 'tokens' });

    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { load: ['roles'] },
    });
    expect(paramsOf(last().url)).toMatchObject({ load: 'roles', page: '1' });

    await dataProvider.getMany('users', { ids: [7], meta: { with: ['roles'] } });
    expect(paramsOf(last().url)).toEqual({ ids: '7', perPage: '1', with: 'roles' });

    await dataProvider.getManyReference('users', {
      target: 'role',
      id: 2,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { loadCount: ['lists'] },
    });
    expect(paramsOf(last().url)).toMatchObject({ role: '2', loadCount: 'lists' });
  });

  it('getMany asks the list endpoint for the joined ids, all on one page', async () => {
    const { last } = stubFetch({ body: page([{ id: 1 }, { id: 2 }, { id: 3 }]) });

    const result = await dataProvider.getMany('roles', { ids: [1, 2, 3] });

    expect(last().url.pathname).toBe('/api/v1/roles');
    expect(paramsOf(last().url)).toEqual({ ids: '1,2,3', perPage: '3' });
    expect(result.data).toHaveLength(3);
  });

  it('getManyReference lists with the target as a filter', async () => {
    const { last } = stubFetch({ body: page([{ id: 9 }], 1) });

    const result = await dataProvider.getManyReference('reviews', {
      target: 'title_id',
      id: 12,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { q: 'great' },
    });

    expect(last().url.pathname).toBe('/api/v1/reviews');
    expect(paramsOf(last().url)).toEqual({
      title_id: '12',
      query: 'great',
      page: '1',
      perPage: '10',
      orderBy: 'created_at',
      orderDir: 'asc',
    });
    expect(result).toEqual({ data: [{ id: 9 }], total: 1 });
  });
});

describe('dataProvider writes', () => {
  it('create POSTs the record and unwraps the answer', async () => {
    const { last } = stubFetch({ body: { page: { id: 3, title: 'About' } } });

    const result = await dataProvider.create('custom-pages', { data: { title: 'About' } });

    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/v1/custom-pages');
    expect(request.headers.get('X-HTTP-Method-Override')).toBeNull();
    expect(request.body).toEqual({ title: 'About' });
    expect(result).toEqual({ data: { id: 3, title: 'About' } });
  });

  it('update sends PUT as POST with the method override header and _method param', async () => {
    const { last } = stubFetch({ body: { user: { id: 5, name: 'Ada' } } });

    const result = await dataProvider.update('users', {
      id: 5,
      data: { name: 'Ada' },
      previousData: { id: 5, name: 'Old' },
    });

    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/v1/users/5');
    expect(request.url.searchParams.get('_method')).toBe('PUT');
    expect(request.headers.get('X-HTTP-Method-Override')).toBe('PUT');
    expect(request.body).toEqual({ name: 'Ada' });
    expect(result).toEqual({ data: { id: 5, name: 'Ada' } });
  });

  it('updateMany sends one PUT per record and answers the ids', async () => {
    const { mock, sent } = stubFetch({ body: { tag: {} } });

    const result = await dataProvider.updateMany('tags', { ids: [1, 2], data: { type: 'genre' } });

    expect(mock).toHaveBeenCalledTimes(2);
    expect([sent(0).url.pathname, sent(1).url.pathname].sort()).toEqual([
      '/api/v1/tags/1',
      '/api/v1/tags/2',
    ]);
    expect(sent(0).headers.get('X-HTTP-Method-Override')).toBe('PUT');
    expect(sent(0).body).toEqual({ type: 'genre' });
    expect(result).toEqual({ data: [1, 2] });
  });

  it('delete sends DELETE as POST with the override and answers the previous record', async () => {
    const { last } = stubFetch({ status: 204 });

    const result = await dataProvider.delete('news', {
      id: 4,
      previousData: { id: 4, title: 'Hi' },
    });

    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/v1/news/4');
    expect(request.url.searchParams.get('_method')).toBe('DELETE');
    expect(request.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(result).toEqual({ data: { id: 4, title: 'Hi' } });
  });

  it('deleteMany deletes the comma-joined ids in one request', async () => {
    const { mock, last } = stubFetch({ body: {} });

    const result = await dataProvider.deleteMany('users', { ids: [1, 2, 3] });

    expect(mock).toHaveBeenCalledTimes(1);
    expect(last().url.pathname).toBe('/api/v1/users/1,2,3');
    expect(last().url.searchParams.get('_method')).toBe('DELETE');
    expect(last().headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(result).toEqual({ data: [1, 2, 3] });
  });
});

describe('dataProvider errors', () => {
  it('turns a 422 into an HttpError whose body maps each field to its first message', async () => {
    stubFetch({
      status: 422,
      body: {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.', 'Other'], name: ['Required'] },
      },
    });

    const error = await dataProvider
      .create('users', { data: { email: 'ada@example.com' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The email has already been taken.',
      body: { errors: { email: 'The email has already been taken.', name: 'Required' } },
    });
  });

  it('keeps the status of other failures, without field errors', async () => {
    stubFetch({ status: 403, body: { message: 'Forbidden', errors: {} } });

    const error = await dataProvider.getOne('users', { id: 1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden', body: null });
  });
});

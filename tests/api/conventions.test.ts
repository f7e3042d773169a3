import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicAccess } from '@server/http/route-access';
import { relationParams } from '@server/http/validation';
import { paginationQuery, paginationResponse } from '@server/http/pagination';
import { createTestApp, type TestApp } from '../support/test-app';

/** Probe routes exercise the shared conventions the way every module's routes use them. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      const echo = async (request: { method: string; workspaceId: number; body: unknown }) => ({
        method: request.method,
        workspaceId: request.workspaceId,
        body: request.body,
      });
      app.put('/api/v1/probe/items/:id', { config: publicAccess }, echo);
      app.patch('/api/v1/probe/items/:id', { config: publicAccess }, echo);
      app.delete('/api/v1/probe/items/:id', { config: publicAccess }, echo);
      app.get(
        '/api/v1/probe/relations',
        { config: publicAccess, schema: { querystring: z.strictObject({ ...relationParams }) } },
        async (request) => request.query,
      );
      const strictBody = z.strictObject({ name: z.string().min(2), age: z.number().int() });
      const strict = { config: publicAccess, schema: { body: strictBody } };
      app.post('/api/v1/probe/strict', strict, async (request) => request.body);
      app.put('/api/v1/probe/strict', strict, async (request) => request.body);
      app.get(
        '/api/v1/probe/list',
        { config: publicAccess, schema: { querystring: paginationQuery } },
        async (request) => {
          const { page, perPage } = request.query as z.infer<typeof paginationQuery>;
          const all = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
          return paginationResponse(
            all.slice((page - 1) * perPage, page * perPage),
            all.length,
            page,
            perPage,
          );
        },
      );
      app.get('/api/v1/probe/crash', { config: publicAccess }, async () => {
        throw new Error('probe exploded');
      });
    },
  });
});
afterAll(() => t.close());

describe('method override (spec 7.1)', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])(
    'dispatches POST with X-HTTP-Method-Override: %s',
    async (method) => {
      const response = await t.client().post(
        '/api/v1/probe/items/1',
        { a: 1 },
        {
          headers: { 'x-http-method-override': method },
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().method).toBe(method);
    },
  );

  it('dispatches POST with a _method param', async () => {
    const response = await t.client().post('/api/v1/probe/items/1?_method=DELETE', {});
    expect(response.json()).toMatchObject({ method: 'DELETE' });
  });

  it('drops _method from a JSON body and the query before the route validates', async () => {
    const response = await t
      .client()
      .post(
        '/api/v1/probe/strict?_method=PUT',
        { _method: 'PUT', name: 'Ann', age: 3 },
        { headers: { 'x-http-method-override': 'PUT' } },
      );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ann', age: 3 });
  });

  it('drops _method from an urlencoded form body, which also routes by the header', async () => {
    const response = await t.client().send('POST', '/api/v1/probe/items/1', {
      body: '_method=PATCH&a=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-http-method-override': 'PATCH',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ method: 'PATCH', workspaceId: 0, body: { a: '1' } });
  });

  it('leaves a plain POST alone', async () => {
    const response = await t.client().post('/api/v1/probe/items/1', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('XSRF', () => {
  it('refuses a state-changing request without the X-XSRF-TOKEN header', async () => {
    const client = t.client();
    await client.get('/api/v1/health');
    const response = await client.post('/auth/logout', {}, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.stringContaining('CSRF'), errors: {} });
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = t.client();
    await client.get('/api/v1/health');
    const response = await client.post(
      '/auth/logout',
      {},
      {
        xsrf: false,
        headers: { 'x-xsrf-token': 'forged.token' },
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token signed for another session', async () => {
    const victim = t.client();
    await victim.login('admin@example.com', 'admin-password');
    const attacker = t.client();
    await attacker.get('/api/v1/health');
    const guestToken = attacker.cookies.get('XSRF-TOKEN')!;
    const response = await victim.send('POST', '/auth/logout', {
      xsrf: false,
      headers: { 'x-xsrf-token': guestToken },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the header echoing the cookie', async () => {
    const response = await t.client().post('/auth/logout', {});
    expect(response.statusCode).toBe(200);
  });

  it('does not apply to safe methods', async () => {
    const response = await t.client().get('/api/v1/health', { xsrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeTruthy();
  });
});

describe('validation and error shape', () => {
  it('answers 422 with {message, errors: {field: [messages]}}', async () => {
    const response = await t.client().post('/api/v1/probe/strict', { name: 'x', age: 'old' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
    expect(body.errors.name).toEqual([expect.any(String)]);
  });

  it('refuses unknown fields', async () => {
    const response = await t
      .client()
      .post('/api/v1/probe/strict', { name: 'xy', age: 3, admin: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ admin: ['The admin field is not allowed.'] });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await t.client().post('/api/v1/probe/strict', '{"name": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', errors: {} });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t
      .client()
      .post('/api/v1/probe/strict', { name: 'x'.repeat(1024 * 1024 + 10), age: 1 });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', errors: {} });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.client().post('/api/v1/probe/strict', 'name=xy', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({});
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.client().get('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Not found.', errors: {} });
  });

  it('hides server error details without APP_DEBUG', async () => {
    const response = await t.client().get('/api/v1/probe/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'There was an issue. Please try again.',
      errors: {},
    });
  });
});

describe('params', () => {
  it('reads with, load and loadCount as comma-joined lists', async () => {
    const response = await t
      .client()
      .get('/api/v1/probe/relations?with=roles,permissions&load=a&loadCount=b,c');
    expect(response.json()).toEqual({
      with: ['roles', 'permissions'],
      load: ['a'],
      loadCount: ['b', 'c'],
    });
  });

  it('accepts a workspaceId param on every request', async () => {
    const get = await t.client().get('/api/v1/probe/relations?workspaceId=4');
    expect(get.statusCode).toBe(200);
    const put = await t
      .client()
      .post('/api/v1/probe/items/1?_method=PUT', { workspaceId: 7, a: 1 });
    expect(put.json()).toEqual({ method: 'PUT', workspaceId: 7, body: { a: 1 } });
  });

  it('refuses a malformed workspaceId', async () => {
    const response = await t.client().get('/api/v1/probe/relations?workspaceId=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.workspaceId).toHaveLength(1);
  });
});

describe('pagination wrapper', () => {
  it('answers {data, current_page, per_page, total, last_page, from, to}', async () => {
    const response = await t.client().get('/api/v1/probe/list?page=3&perPage=10');
    expect(response.json()).toEqual({
      data: [{ id: 21 }, { id: 22 }, { id: 23 }],
      current_page: 3,
      per_page: 10,
      total: 23,
      last_page: 3,
      from: 21,
      to: 23,
    });
  });

  it('validates page and perPage', async () => {
    const response = await t.client().get('/api/v1/probe/list?page=0&perPage=1000');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'perPage']);
  });
});

describe('route declarations', () => {
  it('refuses to register an API route that does not declare its access', async () => {
    let registrationError: unknown;
    const other = await createTestApp({
      beforeReady: (app) => {
        try {
          app.get('/api/v1/forgotten', async () => ({}));
        } catch (error) {
          registrationError = error;
        }
      },
    });
    await other.close();
    expect(String(registrationError)).toMatch(
      /GET \/api\/v1\/forgotten does not declare its access/,
    );
  });
});

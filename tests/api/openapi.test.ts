import { formatParamUrl } from '@fastify/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openApi30View } from '@client/api-docs/openapi-30-view';
import type { RegisteredRoute } from '@server/http/fastify-types';
import { isApiPath } from '@server/http/paths';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

let t: TestApp;
let admin: TestClient;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const response = await admin.get('/api/v1/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.services.settings.save({ 'api.integrated': true });
});

/** Every API route as registered (pages and files are not the API; HEAD mirrors GET). */
/** API routes, less those hidden on purpose (the WebSocket upgrade, which has no JSON answer). */
function apiRoutes(): RegisteredRoute[] {
  return t.app.routeTable.filter(
    (route) =>
      route.method !== 'HEAD' &&
      isApiPath(route.url, t.config.basePath) &&
      (route.schema as { hide?: boolean } | undefined)?.hide !== true,
  );
}

/** The route's path as the document spells it: `{id}` for `:id`, equivalent paths merged. */
function documentedOperation(route: RegisteredRoute): Operation | undefined {
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const wanted = shape(formatParamUrl(route.url));
  const path = Object.keys(document.paths ?? {}).find((candidate) => shape(candidate) === wanted);
  const item = path ? document.paths![path] : undefined;
  return item?.[route.method.toLowerCase() as 'get'];
}

const isSuccess = (status: string) => /^[23]\d\d$/.test(status);

function operations(): Array<[string, Operation]> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) =>
      item?.[method]
        ? [[`${method.toUpperCase()} ${path}`, item[method]] as [string, Operation]]
        : [],
    ),
  );
}

async function guestRoleId(): Promise<number> {
  const roles = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json();
  return (roles.data as Array<{ id: number; guests: boolean }>).find((role) => role.guests)!.id;
}

const setGuestPermissions = async (names: string[]) => {
  const response = await admin.send('PUT', `/api/v1/roles/${await guestRoleId()}`, {
    body: { permissions: names.map((name) => ({ name })) },
  });
  expect(response.statusCode).toBe(200);
};

describe('the OpenAPI document (GET /api/v1/openapi.json)', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('restated in OpenAPI 3.0 for the docs viewer, still validates, with nothing of 3.1 left', async () => {
    const view = openApi30View(document) as Document;
    const result = await new Validator().validate(structuredClone(view));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const text = JSON.stringify(view);
    expect(text).not.toMatch(
      /"type":\[|"type":"null"|"const":|"propertyNames":|"exclusiveMinimum":\d/,
    );
    expect(Object.keys(view.paths!)).toEqual(Object.keys(document.paths!));
  });

  it('declares a response schema for every API route and documents each one', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const hidden = t.app.routeTable
      .filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide === true)
      .filter((route) => route.method !== 'HEAD' && isApiPath(route.url, t.config.basePath))
      .map((route) => `${route.method} ${route.url}`);
    expect(hidden).toEqual(['GET /api/v1/ws']);
    const failures: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)
        ?.response;
      if (!response || !Object.keys(response).some(isSuccess)) {
        failures.push(`${name}: no response schema for its success status`);
      }
      if (!documentedOperation(route)) failures.push(`${name}: missing from the document`);
    }
    expect(failures).toEqual([]);
  });

  it('gives every operation a summary, its module tag and its access in the description', () => {
    const tags = new Set(document.tags?.map((tag) => tag.name));
    const failures: string[] = [];
    for (const [name, operation] of operations()) {
      if (!operation.summary) failures.push(`${name}: no summary`);
      if (operation.tags?.length !== 1 || !tags.has(operation.tags[0]!)) {
        failures.push(`${name}: tags ${JSON.stringify(operation.tags)}`);
      }
      if (!/\*\*(Access|Required permission):\*\*/.test(operation.description ?? '')) {
        failures.push(`${name}: no access line`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists no path twice under different parameter names', () => {
    const shapes = Object.keys(document.paths ?? {}).map((path) =>
      path.replace(/\{[^}]+\}/g, '{}'),
    );
    expect(shapes.length).toBe(new Set(shapes).size);
  });

  it('describes both ways to authenticate and what each operation needs', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'cinedex_session' },
      xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    const list = document.paths!['/api/v1/tags']!.get!;
    expect(list.tags).toEqual(['Tags']);
    expect(list.summary).toBe('List tags');
    expect(list.description).toContain('**Required permission:** `tags.update`, signed in.');
    // reading needs the session alone; writing with it needs the XSRF header too
    expect(list.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(document.paths!['/api/v1/tags']!.post!.security).toEqual([
      { session: [], xsrf: [] },
      { apiToken: [] },
    ]);
    // a route open to visitors lists the empty requirement too
    const health = document.paths!['/api/v1/health']!.get!;
    expect(health.description).toContain('**Access:** anyone; no sign-in needed.');
    expect(health.security).toContainEqual({});
    const docs = document.paths!['/api/v1/openapi.json']!.get!;
    expect(docs.tags).toEqual(['API documentation']);
    expect(docs.description).toContain(
      '**Required permission:** `api.access`; no sign-in needed when the guest role holds it.',
    );
  });

  it('documents the response schemas and the shared error answer', () => {
    const read = document.paths!['/api/v1/tags/{id}']!;
    const ok = read.get!.responses['200'] as OpenAPIV3_1.ResponseObject;
    expect(ok.description).toBe('OK');
    expect(ok.content!['application/json']!.schema).toMatchObject({
      type: 'object',
      required: ['tag'],
      properties: { tag: { required: expect.arrayContaining(['id', 'name', 'display_name']) } },
    });
    expect(read.get!.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
    // DELETE /tags/:ids is the same path as /tags/:id, listed once with the first one's name
    expect(read.delete!.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    expect(document.components?.schemas?.Error).toMatchObject({
      type: 'object',
      required: ['message', 'errors'],
    });
    // zod's safe-integer bounds on every integer are noise for a reader
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(document.paths!['/api/v1/tags']!.post!.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { required: ['name'] } } },
    });
  });

  it('lists each used module tag once, and no pages or files', () => {
    const names = document.tags!.map((tag) => tag.name);
    expect(names).toEqual([...new Set(names)]);
    expect(names).toEqual(expect.arrayContaining(['Auth', 'Titles', 'Tags']));
    expect(names).not.toContain('Art');
    const paths = Object.keys(document.paths!);
    expect(paths.every((path) => isApiPath(path))).toBe(true);
    expect(document.servers).toEqual([{ url: '/' }]);
  });
});

describe('who gets the document (spec 2.7, 6)', () => {
  it('exists only while the API integration is on', async () => {
    await t.app.services.settings.save({ 'api.integrated': false });
    expect((await admin.get('/api/v1/openapi.json')).statusCode).toBe(404);
    await t.app.services.settings.save({ 'api.integrated': true });
    expect((await admin.get('/api/v1/openapi.json')).statusCode).toBe(200);
  });

  it('needs api.access: members hold it by default, a member without it gets 403', async () => {
    const member = await buildUser(t.app);
    const client = t.client();
    await client.login(member.email, member.password);
    expect((await client.get('/api/v1/openapi.json')).statusCode).toBe(200);

    const without = await buildUser(t.app, {
      withDefaultRole: false,
      permissions: ['titles.view'],
    });
    const refused = t.client();
    await refused.login(without.email, without.password);
    const response = await refused.get('/api/v1/openapi.json');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.', errors: {} });
  });

  it('refuses a visitor with 401 unless the guest role holds api.access', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/openapi.json')).statusCode).toBe(401);
    await setGuestPermissions(['titles.view', 'api.access']);
    try {
      const response = await visitor.get('/api/v1/openapi.json');
      expect(response.statusCode).toBe(200);
      expect(response.json().openapi).toBe('3.1.0');
    } finally {
      await setGuestPermissions(['titles.view']);
    }
  });
});

describe('the /api-docs page', () => {
  it('is a page of the app while the API is integrated, and not found otherwise', async () => {
    const page = await admin.get('/api-docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    await t.app.services.settings.save({ 'api.integrated': false });
    expect((await admin.get('/api-docs')).statusCode).toBe(404);
  });
});

// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  etagMatches,
  etagOf,
  PRIVATE_CACHE_CONTROL,
  sendWithEtag,
  SHARED_CACHE_CONTROL,
  tagJson,
} from '@server/http/etag';
import { registerZodSchemas } from '@server/http/zod-schemas';

describe('etagOf / tagJson', () => {
  it('gives equal bodies equal weak tags and different bodies different ones', () => {
    const a = tagJson({ id: 1, name: 'Alien' });
    expect(a.json).toBe('{"id":1,"name":"Alien"}');
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(tagJson({ id: 1, name: 'Alien' }).etag).toBe(a.etag);
    expect(tagJson({ id: 1, name: 'Aliens' }).etag).not.toBe(a.etag);
    expect(etagOf(a.json)).toBe(a.etag);
  });
});

describe('etagMatches', () => {
  const tag = 'W/"abc"';
  it('compares weakly, in lists, and accepts *', () => {
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches(['"x"', 'W/"abc"'], tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
  });
  it('rejects other tags and a missing header', () => {
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
    expect(etagMatches('W/"abcd"', tag)).toBe(false);
    expect(etagMatches('abc', 'W/"abc"')).toBe(false);
  });
});

describe('sendWithEtag', () => {
  const app = Fastify();
  let body: unknown = { hello: 'world' };
  beforeAll(async () => {
    app.get('/shared', (request, reply) => sendWithEtag(request, reply, body, { shared: true }));
    app.get('/private', (request, reply) => sendWithEtag(request, reply, body, { shared: false }));
    app.get('/cookie', (request, reply) => {
      reply.header('set-cookie', 'a=b');
      return sendWithEtag(request, reply, body, { shared: true });
    });
    app.get('/tagged', (request, reply) =>
      sendWithEtag(request, reply, tagJson({ pre: 'serialized' }), { shared: true }),
    );
    app.post('/shared', (request, reply) => sendWithEtag(request, reply, body, { shared: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the JSON with a weak ETag and public revalidation caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/shared' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toBe(tagJson({ hello: 'world' }).etag);
    expect(response.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
  });

  it('answers 304 with an empty body when If-None-Match matches, 200 when the body changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/shared' });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: '/shared',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);

    body = { hello: 'there' };
    const changed = await app.inject({
      method: 'GET',
      url: '/shared',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ hello: 'there' });
    expect(changed.headers.etag).not.toBe(etag);
    body = { hello: 'world' };
  });

  it('keeps per-viewer bodies and responses that set cookies private', async () => {
    const personal = await app.inject({ method: 'GET', url: '/private' });
    expect(personal.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(personal.headers.etag).toBeDefined();
    const cookie = await app.inject({ method: 'GET', url: '/cookie' });
    expect(cookie.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('sends a pre-serialized body as is', async () => {
    const response = await app.inject({ method: 'GET', url: '/tagged' });
    expect(response.body).toBe('{"pre":"serialized"}');
    expect(response.headers.etag).toBe(tagJson({ pre: 'serialized' }).etag);
  });

  it('does not tag other methods', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/shared',
      headers: { 'if-none-match': '*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('sendWithEtag with a response schema', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerZodSchemas(app);
    app.get(
      '/schema',
      { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } },
      (request, reply) =>
        sendWithEtag(request, reply, { name: 'Alien', secret: 'x', id: 1 }, { shared: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('encodes the body through the route schema: fields it does not name never leave', async () => {
    const response = await app.inject({ method: 'GET', url: '/schema' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":1,"name":"Alien"}');
    expect(response.headers.etag).toBe(tagJson({ id: 1, name: 'Alien' }).etag);
  });
});

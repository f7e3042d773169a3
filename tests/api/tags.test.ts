import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

let sequence = 0;
const uniqueName = (prefix = 'tag') => `${prefix}-${++sequence}-${Date.now()}`;

async function createTag(body: Record<string, unknown> = {}) {
  const response = await admin.post('/api/v1/tags', { name: uniqueName(), ...body });
  expect(response.statusCode).toBe(200);
  return response.json().tag as { id: number; name: string; display_name: string; type: string };
}

describe('admin tags', () => {
  it('creates a tag; the display name and type default', async () => {
    const name = uniqueName('noir');
    const response = await admin.post('/api/v1/tags', { name });
    expect(response.statusCode).toBe(200);
    expect(response.json().tag).toMatchObject({ name, display_name: name, type: 'custom' });
    const explicit = await createTag({ display_name: 'Film Noir', type: 'keyword' });
    expect(explicit).toMatchObject({ display_name: 'Film Noir', type: 'keyword' });
    const read = await admin.get(`/api/v1/tags/${explicit.id}`);
    expect(read.json().tag).toMatchObject(explicit);
  });

  it('keeps names unique and validates input', async () => {
    const tag = await createTag();
    const duplicate = await admin.post('/api/v1/tags', { name: tag.name });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['The name has already been taken.'] });

    const invalid = await admin.post('/api/v1/tags', { name: '', type: 'Bad Type', other: 1 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'other', 'type']);
  });

  it('updates a tag, allowing its own name', async () => {
    const tag = await createTag();
    const same = await admin.send('PUT', `/api/v1/tags/${tag.id}`, {
      body: { name: tag.name, display_name: 'Shown' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().tag).toMatchObject({ id: tag.id, name: tag.name, display_name: 'Shown' });
    const other = await createTag();
    const clash = await admin.send('PUT', `/api/v1/tags/${other.id}`, { body: { name: tag.name } });
    expect(clash.statusCode).toBe(422);
    expect(
      (await admin.send('PUT', '/api/v1/tags/999999', { body: { name: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('lists with search, type filter, ordering and pagination', async () => {
    const marker = `Marker${Date.now()}`;
    const a = await createTag({ name: `${marker}-a`, type: 'genre' });
    const b = await createTag({ name: `${marker}-b`, type: 'genre' });
    await createTag({ name: `${marker}-c`, type: 'keyword' });
    const page = await admin.get('/api/v1/tags', {
      query: { query: marker.toUpperCase(), type: 'genre', orderBy: 'name', orderDir: 'desc' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2 });
    expect(page.json().data.map((tag: { id: number }) => tag.id)).toEqual([b.id, a.id]);
    const byIds = await admin.get('/api/v1/tags', { query: { ids: `${a.id},${b.id}` } });
    expect(byIds.json().total).toBe(2);
    expect((await admin.get('/api/v1/tags', { query: { perPage: '1000' } })).statusCode).toBe(422);
  });

  it('deletes several tags at once', async () => {
    const [a, b] = [await createTag(), await createTag()];
    expect((await admin.send('DELETE', `/api/v1/tags/${a.id},${b.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/tags/${a.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/tags/${b.id}`)).statusCode).toBe(404);
  });

  it('refuses guests (401) and users without tags.update (403)', async () => {
    const tag = await createTag();
    const user = await buildUser(t.app);
    const plain = t.client();
    await plain.login(user.email, user.password);
    for (const [client, status] of [
      [t.client(), 401],
      [plain, 403],
    ] as const) {
      expect((await client.get('/api/v1/tags')).statusCode).toBe(status);
      expect((await client.get(`/api/v1/tags/${tag.id}`)).statusCode).toBe(status);
      expect((await client.post('/api/v1/tags', { name: uniqueName() })).statusCode).toBe(status);
      expect(
        (await client.send('PUT', `/api/v1/tags/${tag.id}`, { body: { name: 'x' } })).statusCode,
      ).toBe(status);
      expect((await client.send('DELETE', `/api/v1/tags/${tag.id}`)).statusCode).toBe(status);
    }
    const editor = await buildUser(t.app, { permissions: ['tags.update'] });
    const allowed = t.client();
    await allowed.login(editor.email, editor.password);
    expect((await allowed.get('/api/v1/tags')).statusCode).toBe(200);
  });
});

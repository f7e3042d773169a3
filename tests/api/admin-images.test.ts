import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const base = '/api/v1/admin/images';
const now = () => new Date().toISOString();

async function clientWith(permissions: string[]) {
  const user = await buildUser(t.app, { permissions, withDefaultRole: false });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

async function addImage(body: Record<string, unknown>, client = admin) {
  const response = await client.post(base, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().image as { id: number; order: number; type: string; model_type: string };
}

const ids = (response: { json(): { data: Array<{ id: number }> } }) =>
  response.json().data.map((row) => row.id);

describe('title and person galleries', () => {
  it('adds images last, lists them in order, and the public pages follow', async () => {
    const title = await buildTitle(t.app);
    const guest = t.client();
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().images).toEqual([]);
    const first = await addImage({ titleId: title.id, url: 'uploads/files/one-1.jpg' });
    const second = await addImage({
      titleId: title.id,
      url: 'https://example.com/two.jpg',
      type: 'poster',
    });
    expect(first).toMatchObject({ model_type: 'title', type: 'backdrop', order: 0 });
    expect(second).toMatchObject({ type: 'poster', order: 1 });
    const list = await admin.get(base, { query: { titleId: String(title.id) } });
    expect(ids(list)).toEqual([first.id, second.id]);
    const page = (await guest.get(`/api/v1/titles/${title.id}`)).json();
    expect(page.images.map((image: { url: string }) => image.url).sort()).toEqual(
      ['https://example.com/two.jpg', 'uploads/files/one-1.jpg'].sort(),
    );

    const person = await buildPerson(t.app);
    await guest.get(`/api/v1/people/${person.id}`);
    const profile = await addImage({ personId: person.id, url: 'uploads/files/face.png' });
    expect(profile).toMatchObject({ model_type: 'person', type: 'profile' });
    expect((await guest.get(`/api/v1/people/${person.id}`)).json().images).toHaveLength(1);
  });

  it('adds season and episode images to their rows', async () => {
    const title = await buildTitle(t.app, { type: 'series' });
    const db = t.app.services.db;
    const season = await db
      .insertInto('seasons')
      .values({ title_id: title.id, number: 2, created_at: now(), updated_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const image = await addImage({ titleId: title.id, season: 2, url: 'uploads/files/s2.jpg' });
    expect(image).toMatchObject({ model_type: 'season', type: 'poster' });
    expect((image as unknown as { model_id: number }).model_id).toBe(season.id);
    expect(
      (await admin.post(base, { titleId: title.id, season: 3, url: 'uploads/files/x.jpg' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await admin.post(base, {
          titleId: title.id,
          season: 2,
          episode: 1,
          url: 'uploads/files/x.jpg',
        })
      ).json().message,
    ).toBe('Episode not found.');
  });

  it('validates the url, type and target', async () => {
    const title = await buildTitle(t.app);
    const bad = await admin.post(base, {
      titleId: title.id,
      url: 'javascript:alert(1)',
      type: 'icon',
      extra: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'type', 'url']);
    const none = await admin.post(base, { url: 'uploads/files/a.jpg' });
    expect(none.json().errors).toEqual({ titleId: ['The title id field is required.'] });
    const both = await admin.post(base, {
      titleId: title.id,
      personId: 1,
      url: 'uploads/files/a.jpg',
    });
    expect(both.json().errors).toEqual({ personId: ['Give a title or a person, not both.'] });
    expect(
      (await admin.post(base, { titleId: 999999, url: 'uploads/files/a.jpg' })).statusCode,
    ).toBe(404);
    expect(
      (await admin.post(base, { personId: 999999, url: 'uploads/files/a.jpg' })).statusCode,
    ).toBe(404);
    expect((await admin.get(base, { query: { titleId: String(title.id) } })).json().total).toBe(0);
  });
});

describe('reordering and deleting images', () => {
  it('saves the order; refuses images of another gallery and changes nothing', async () => {
    const title = await buildTitle(t.app);
    const other = await buildTitle(t.app);
    const [a, b, c] = [
      await addImage({ titleId: title.id, url: 'uploads/files/a.jpg' }),
      await addImage({ titleId: title.id, url: 'uploads/files/b.jpg' }),
      await addImage({ titleId: title.id, url: 'uploads/files/c.jpg' }),
    ];
    const foreign = await addImage({ titleId: other.id, url: 'uploads/files/f.jpg' });
    const saved = await admin.post(`${base}/reorder`, {
      titleId: title.id,
      ids: [c.id, a.id, b.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(await admin.get(base, { query: { titleId: String(title.id) } }))).toEqual([
      c.id,
      a.id,
      b.id,
    ]);

    const refused = await admin.post(`${base}/reorder`, {
      titleId: title.id,
      ids: [b.id, foreign.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ ids: ['Every id must be an image of this gallery.'] });
    expect(ids(await admin.get(base, { query: { titleId: String(title.id) } }))).toEqual([
      c.id,
      a.id,
      b.id,
    ]);
    expect((await admin.post(`${base}/reorder`, { titleId: 999999, ids: [a.id] })).statusCode).toBe(
      404,
    );
    expect((await admin.post(`${base}/reorder`, { titleId: title.id })).statusCode).toBe(422);
  });

  it('deletes images; the title page follows', async () => {
    const title = await buildTitle(t.app);
    const a = await addImage({ titleId: title.id, url: 'uploads/files/a.jpg' });
    const b = await addImage({ titleId: title.id, url: 'uploads/files/b.jpg' });
    const guest = t.client();
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().images).toHaveLength(2);
    expect((await admin.send('DELETE', `${base}/${a.id}`)).statusCode).toBe(200);
    expect(
      (await guest.get(`/api/v1/titles/${title.id}`))
        .json()
        .images.map((i: { id: number }) => i.id),
    ).toEqual([b.id]);
    expect((await admin.send('DELETE', `${base}/${a.id}`)).statusCode).toBe(404);
    expect((await admin.send('DELETE', `${base}/abc`)).statusCode).toBe(422);
  });
});

describe('image permissions', () => {
  it('refuses visitors and members; each gallery needs its own permission', async () => {
    const title = await buildTitle(t.app);
    const person = await buildPerson(t.app);
    const titleImage = await addImage({ titleId: title.id, url: 'uploads/files/t.jpg' });
    const personImage = await addImage({ personId: person.id, url: 'uploads/files/p.jpg' });
    const member = await clientWith([]);
    const guest = t.client();
    for (const [client, status] of [
      [member, 403],
      [guest, 401],
    ] as const) {
      expect((await client.get(base, { query: { titleId: String(title.id) } })).statusCode).toBe(
        status,
      );
      expect((await client.get(base, { query: { personId: String(person.id) } })).statusCode).toBe(
        status,
      );
      expect(
        (await client.post(base, { titleId: title.id, url: 'uploads/files/x.jpg' })).statusCode,
      ).toBe(status);
      expect(
        (await client.post(`${base}/reorder`, { titleId: title.id, ids: [titleImage.id] }))
          .statusCode,
      ).toBe(status);
      expect((await client.send('DELETE', `${base}/${titleImage.id}`)).statusCode).toBe(status);
    }

    const titleEditor = await clientWith(['titles.update']);
    expect((await titleEditor.get(base, { query: { titleId: String(title.id) } })).statusCode).toBe(
      200,
    );
    expect(
      (await titleEditor.post(`${base}/reorder`, { titleId: title.id, ids: [titleImage.id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await titleEditor.get(base, { query: { personId: String(person.id) } })).statusCode,
    ).toBe(403);
    expect(
      (await titleEditor.post(base, { personId: person.id, url: 'uploads/files/x.jpg' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await titleEditor.send('DELETE', `${base}/${titleImage.id},${personImage.id}`)).statusCode,
    ).toBe(403);
    // the refused deletion removed neither image
    expect((await admin.get(base, { query: { titleId: String(title.id) } })).json().total).toBe(1);

    const peopleEditor = await clientWith(['people.update']);
    await addImage({ personId: person.id, url: 'uploads/files/q.jpg' }, peopleEditor);
    expect(
      (await peopleEditor.post(base, { titleId: title.id, url: 'uploads/files/x.jpg' })).statusCode,
    ).toBe(403);
    expect((await peopleEditor.send('DELETE', `${base}/${personImage.id}`)).statusCode).toBe(200);
    expect((await titleEditor.send('DELETE', `${base}/${titleImage.id}`)).statusCode).toBe(200);
  });
});

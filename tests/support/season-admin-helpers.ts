import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { dialectOf } from '@server/db/dialect';
import { buildTitle } from './catalogue-factories';
import { put } from './community-factories';
import { buildUser } from './factories';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A series title (no seasons yet). */
export const buildSeries = (app: FastifyInstance, name?: string) =>
  buildTitle(app, { type: 'series', ...(name ? { name } : {}) });

/** A member signed in whose only role (made through the roles API) holds just this permission. */
export async function memberWithOnly(t: TestApp, admin: TestClient, permission: string) {
  const role = await admin.post('/api/v1/roles', {
    name: `Only ${permission} ${Date.now()}`,
    permissions: [{ name: permission }],
  });
  expect(role.statusCode).toBe(200);
  const user = await buildUser(t.app, { withDefaultRole: false });
  const assigned = await put(admin, `/api/v1/admin/users/${user.id}`, {
    roles: [role.json().role.id],
  });
  expect(assigned.statusCode).toBe(200);
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

/** The title's stored counts and its seasons' episode counts. */
export async function storedCounts(app: FastifyInstance, titleId: number) {
  const db = app.services.db;
  const title = await db
    .selectFrom('titles')
    .select(['season_count', 'episode_count'])
    .where('id', '=', titleId)
    .executeTakeFirstOrThrow();
  const seasons = await db
    .selectFrom('seasons')
    .select(['number', 'episode_count'])
    .where('title_id', '=', titleId)
    .orderBy('number')
    .execute();
  return {
    seasons: Number(title.season_count),
    episodes: Number(title.episode_count),
    perSeason: Object.fromEntries(seasons.map((s) => [s.number, Number(s.episode_count)])),
  };
}

/**
 * Makes the database refuse to update a title with this name, so that a write's last step (the
 * counts) fails after its first ones ran: the test then sees whether they were rolled back.
 */
export async function refuseTitleUpdates(app: FastifyInstance, name: string) {
  const db = app.services.db;
  if (dialectOf(db) === 'postgres') {
    await sql`create or replace function refuse_title_update() returns trigger as $$
      begin
        if new.name = ${sql.lit(name)} then raise exception 'refused'; end if;
        return new;
      end $$ language plpgsql`.execute(db);
    await sql`create trigger refuse_title_update before update on titles
      for each row execute function refuse_title_update()`.execute(db);
  } else {
    await sql`create trigger refuse_title_update before update on titles
      when new.name = ${sql.lit(name)} begin select raise(abort, 'refused'); end`.execute(db);
  }
}

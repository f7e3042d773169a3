import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildModules } from '@server/modules';
import { buildUser, type BuildUserOptions } from './factories';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';
import { queryCounter } from './title-page-factories';

/** A member in the database with a signed-in client. */
export async function signedInMember(t: TestApp, options: BuildUserOptions = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

export const put = (client: TestClient, url: string, body: unknown = {}) =>
  client.send('PUT', url, { body });
export const del = (client: TestClient, url: string) => client.send('DELETE', url);

/** The title's stored outside rating and vote count (its source's figures, e.g. IMDb's). */
export async function titleVotes(app: FastifyInstance, titleId: number) {
  const row = await app.services.db
    .selectFrom('titles')
    .select(['rating', 'vote_count'])
    .where('id', '=', titleId)
    .executeTakeFirstOrThrow();
  return { rating: row.rating === null ? null : Number(row.rating), vote_count: row.vote_count };
}

/** The members' average and number of ratings, as the title's reviews section gets them. */
export async function membersRating(client: TestClient, titleId: number) {
  const response = await client.get(`/api/v1/titles/${titleId}/reviews`);
  expect(response.statusCode).toBe(200);
  const distribution: number[] = response.json().rating_distribution;
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: count ? total / count : null, count };
}

/** Takes titles.view away from the guest role (restore with the returned function). */
export async function withoutGuestTitlesView(app: FastifyInstance): Promise<() => Promise<void>> {
  const { db, permissions } = app.services;
  const guests = await app.services.repositories.roles.guestRole();
  const permission = await db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', 'titles.view')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('permissionables')
    .where('permissionable_type', '=', 'role')
    .where('permissionable_id', '=', guests!.id)
    .where('permission_id', '=', permission.id)
    .execute();
  permissions.rolesChanged();
  return async () => {
    await app.services.repositories.permissions.grant('role', guests!.id, ['titles.view']);
    permissions.rolesChanged();
  };
}

/** Asserts a 422 whose errors name exactly these fields. */
export function expectFieldErrors(
  response: { statusCode: number; json(): { errors: Record<string, string[]> } },
  fields: string[],
) {
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
}

const stamp = () => new Date().toISOString();

/** A series title with season 1 and one episode. */
export async function buildEpisode(app: FastifyInstance, titleName = 'Test Series') {
  const db = app.services.db;
  const title = await db
    .insertInto('titles')
    .values({ type: 'series', name: titleName, created_at: stamp(), updated_at: stamp() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('seasons')
    .values({ title_id: title.id, number: 1, created_at: stamp(), updated_at: stamp() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const episode = await db
    .insertInto('episodes')
    .values({
      title_id: title.id,
      season_id: season.id,
      season_number: 1,
      episode_number: 2,
      name: 'The Second One',
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { title, episode };
}

/** A news article. */
export async function buildNewsArticle(app: FastifyInstance, title = 'Festival line-up announced') {
  return app.services.db
    .insertInto('news_articles')
    .values({
      title,
      slug: 'festival-line-up-announced',
      body: '<p>News.</p>',
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The app's modules built again over a connection that counts its queries, to check that a page
 * of something costs the same number of queries whatever its size (no N+1).
 */
export function countingModules(t: TestApp) {
  const counter = queryCounter();
  const services = buildModules(t.app.config, t.app.services.db.withPlugin(counter));
  return {
    services,
    async queriesOf<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
      counter.count = 0;
      const result = await work();
      return { result, queries: counter.count };
    },
  };
}

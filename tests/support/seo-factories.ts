import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { EpisodesTable, SeasonsTable } from '@server/modules/catalogue/catalogue-tables';
import type { NewsArticlesTable } from '@server/modules/news/news-tables';

const now = () => new Date().toISOString();

/** A season of a series. */
export async function buildSeason(
  app: FastifyInstance,
  titleId: number,
  overrides: Partial<Insertable<SeasonsTable>> = {},
) {
  return app.services.db
    .insertInto('seasons')
    .values({
      title_id: titleId,
      number: 1,
      name: null,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An episode of a season. */
export async function buildEpisode(
  app: FastifyInstance,
  season: { id: number; title_id: number; number: number },
  overrides: Partial<Insertable<EpisodesTable>> = {},
) {
  return app.services.db
    .insertInto('episodes')
    .values({
      title_id: season.title_id,
      season_id: season.id,
      season_number: season.number,
      episode_number: 1,
      name: 'Pilot',
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A news article. */
export async function buildNewsArticle(
  app: FastifyInstance,
  overrides: Partial<Insertable<NewsArticlesTable>> = {},
) {
  return app.services.db
    .insertInto('news_articles')
    .values({
      title: 'Festival line-up announced',
      slug: 'festival-line-up-announced',
      body: '<p>The festival announced its line-up today.</p>',
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Takes a permission from the guest role; the returned function gives it back. */
export async function revokeFromGuests(
  app: FastifyInstance,
  permission: string,
): Promise<() => Promise<void>> {
  const { db, permissions } = app.services;
  const guest = await permissions.guestRole();
  if (!guest) throw new Error('there is no guest role');
  const row = await db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', permission)
    .executeTakeFirstOrThrow();
  const grant = db
    .deleteFrom('permissionables')
    .where('permission_id', '=', row.id)
    .where('permissionable_type', '=', 'role')
    .where('permissionable_id', '=', guest.id);
  await grant.execute();
  permissions.rolesChanged();
  return async () => {
    await app.services.repositories.permissions.grant('role', guest.id, [permission]);
    permissions.rolesChanged();
  };
}

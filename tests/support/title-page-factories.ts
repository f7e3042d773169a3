import type { FastifyInstance } from 'fastify';
import type { Insertable, KyselyPlugin } from 'kysely';
import type {
  EpisodesTable,
  ImagesTable,
  SeasonsTable,
} from '@server/modules/catalogue/catalogue-tables';

const now = () => new Date().toISOString();

/** A season of a series. */
export async function buildSeason(
  app: FastifyInstance,
  titleId: number,
  number: number,
  overrides: Partial<Insertable<SeasonsTable>> = {},
) {
  return app.services.db
    .insertInto('seasons')
    .values({
      title_id: titleId,
      number,
      name: `Season ${number}`,
      plot: `Plot of season ${number}`,
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
  number: number,
  overrides: Partial<Insertable<EpisodesTable>> = {},
) {
  return app.services.db
    .insertInto('episodes')
    .values({
      title_id: season.title_id,
      season_id: season.id,
      season_number: season.number,
      episode_number: number,
      name: `Episode ${season.number}x${number}`,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An image of a title, season, episode or person. */
export async function buildImage(
  app: FastifyInstance,
  values: Pick<Insertable<ImagesTable>, 'model_type' | 'model_id' | 'type'> &
    Partial<Insertable<ImagesTable>>,
) {
  return app.services.db
    .insertInto('images')
    .values({
      url: `art/${values.type}/${values.model_id}.svg`,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Attaches keywords or production countries (created when missing) to a title. */
export async function tagTitle(
  app: FastifyInstance,
  titleId: number,
  kind: 'keywords' | 'countries',
  names: string[],
) {
  const db = app.services.db;
  const table = kind === 'keywords' ? 'keywords' : 'production_countries';
  for (const name of names) {
    const existing = await db
      .selectFrom(table)
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await db
          .insertInto(table)
          .values({ name, display_name: name.toUpperCase(), created_at: now(), updated_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (kind === 'keywords') {
      await db.insertInto('keyword_title').values({ title_id: titleId, keyword_id: id }).execute();
    } else {
      await db.insertInto('country_title').values({ title_id: titleId, country_id: id }).execute();
    }
  }
}

/** Many bare titles of one genre in two statements (for the plans of large genres). */
export async function buildManyTitles(
  app: FastifyInstance,
  count: number,
  values: { genre: string; popularity: number; name: string },
): Promise<number[]> {
  const db = app.services.db;
  const genre = await db
    .insertInto('genres')
    .values({
      name: values.genre,
      display_name: values.genre,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: count }, (_, index) => ({
    type: 'movie' as const,
    name: `${values.name} ${index}`,
    year: 1950,
    popularity: values.popularity,
    created_at: now(),
    updated_at: now(),
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('titles')
      .values(rows.slice(start, start + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
    await db
      .insertInto('genre_title')
      .values(inserted.map((row) => ({ title_id: row.id, genre_id: genre.id })))
      .execute();
  }
  return ids;
}

/** Takes a permission away from the guest role (or gives it back). */
export async function setGuestPermission(app: FastifyInstance, name: string, granted: boolean) {
  const { db, permissions } = app.services;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('guests', '=', 1)
    .executeTakeFirstOrThrow();
  const permission = await db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (granted) {
    await app.services.repositories.permissions.grant('role', role.id, [name]);
  } else {
    await db
      .deleteFrom('permissionables')
      .where('permissionable_type', '=', 'role')
      .where('permissionable_id', '=', role.id)
      .where('permission_id', '=', permission.id)
      .execute();
  }
  permissions.rolesChanged();
}

/** A Kysely plugin counting the queries run through it (no N+1 checks). */
export function queryCounter(): KyselyPlugin & { count: number } {
  const counter = {
    count: 0,
    transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
      counter.count++;
      return args.node;
    },
    async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
      return args.result;
    },
  };
  return counter;
}

import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { TitlesTable } from '@server/modules/catalogue/catalogue-tables';
import type { PeopleTable } from '@server/modules/people/people-tables';
import type { VideosTable } from '@server/modules/videos/videos-tables';

let sequence = 0;
const now = () => new Date().toISOString();

/** A title row in the database; name and type default to a unique movie. */
export async function buildTitle(
  app: FastifyInstance,
  overrides: Partial<Insertable<TitlesTable>> & { genres?: string[] } = {},
) {
  sequence++;
  const { genres = [], ...values } = overrides;
  const db = app.services.db;
  const title = await db
    .insertInto('titles')
    .values({
      type: 'movie',
      name: `Test Title ${sequence}`,
      year: 2000 + (sequence % 20),
      release_date: `${2000 + (sequence % 20)}-06-15`,
      popularity: sequence,
      rating: 7,
      vote_count: 10,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const name of genres) {
    const genre =
      (await db.selectFrom('genres').selectAll().where('name', '=', name).executeTakeFirst()) ??
      (await db
        .insertInto('genres')
        .values({
          name,
          display_name: name[0]!.toUpperCase() + name.slice(1),
          created_at: now(),
          updated_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    await db.insertInto('genre_title').values({ title_id: title.id, genre_id: genre.id }).execute();
  }
  return title;
}

/** A person row in the database. */
export async function buildPerson(
  app: FastifyInstance,
  overrides: Partial<Insertable<PeopleTable>> = {},
) {
  sequence++;
  return app.services.db
    .insertInto('people')
    .values({
      name: `Test Person ${sequence}`,
      known_for: 'acting',
      popularity: sequence,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A credit of a person on a title (cast by default). */
export async function buildCredit(
  app: FastifyInstance,
  values: {
    personId: number;
    titleId: number;
    department?: string;
    job?: string;
    character?: string | null;
    order?: number;
    creditable?: { type: 'title' | 'season' | 'episode'; id: number };
  },
) {
  return app.services.db
    .insertInto('credits')
    .values({
      person_id: values.personId,
      title_id: values.titleId,
      creditable_type: values.creditable?.type ?? 'title',
      creditable_id: values.creditable?.id ?? values.titleId,
      department: values.department ?? 'cast',
      job: values.job ?? 'Actor',
      character: values.character ?? (values.department ? null : 'Someone'),
      order: values.order ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A video of a title (an embedded trailer by default). */
export async function buildVideo(
  app: FastifyInstance,
  titleId: number,
  overrides: Partial<Insertable<VideosTable>> = {},
) {
  sequence++;
  return app.services.db
    .insertInto('videos')
    .values({
      title_id: titleId,
      name: `Trailer ${sequence}`,
      source: 'embed',
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      category: 'trailer',
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

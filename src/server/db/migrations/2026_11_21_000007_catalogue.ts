/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId, withTimestamps } from './helpers';

type Db = Kysely<any>;

/** Titles (movies and series), seasons, episodes, people, credits, taxonomy, images and videos. */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('titles'))
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('original_name', 'varchar(255)')
      .addColumn('year', 'integer')
      .addColumn('release_date', 'varchar(10)')
      .addColumn('runtime', 'integer')
      .addColumn('tagline', 'varchar(255)')
      .addColumn('plot', 'text')
      .addColumn('certification', 'varchar(20)')
      .addColumn('language', 'varchar(10)')
      .addColumn('country', 'varchar(5)')
      .addColumn('status', 'varchar(30)')
      .addColumn('budget', 'bigint')
      .addColumn('revenue', 'bigint')
      .addColumn('poster', 'varchar(255)')
      .addColumn('backdrop', 'varchar(255)')
      .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('rating', 'real')
      .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('imdb_id', 'varchar(20)')
      .addColumn('tmdb_id', 'integer')
      .addColumn('season_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('episode_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'titles_type_popularity_index', 'titles', ['type', 'popularity']);
  await createIndex(db, 'titles_type_rating_index', 'titles', ['type', 'rating']);
  await createIndex(db, 'titles_type_release_date_index', 'titles', ['type', 'release_date']);
  await createIndex(db, 'titles_popularity_index', 'titles', ['popularity']);
  await createIndex(db, 'titles_rating_index', 'titles', ['rating']);
  await createIndex(db, 'titles_release_date_index', 'titles', ['release_date']);
  await createIndex(db, 'titles_year_index', 'titles', ['year']);
  await createIndex(db, 'titles_name_index', 'titles', ['name']);
  await createIndex(db, 'titles_language_index', 'titles', ['language']);
  await createIndex(db, 'titles_imdb_id_index', 'titles', ['imdb_id']);

  await withTimestamps(
    withId(db, db.schema.createTable('seasons'))
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(255)')
      .addColumn('plot', 'text')
      .addColumn('poster', 'varchar(255)')
      .addColumn('release_date', 'varchar(10)')
      .addColumn('episode_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createUniqueIndex(db, 'seasons_title_number_unique', 'seasons', ['title_id', 'number']);

  await withTimestamps(
    withId(db, db.schema.createTable('episodes'))
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn('season_id', 'integer', (c) =>
        c.notNull().references('seasons.id').onDelete('cascade'),
      )
      .addColumn('season_number', 'integer', (c) => c.notNull())
      .addColumn('episode_number', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('plot', 'text')
      .addColumn('poster', 'varchar(255)')
      .addColumn('release_date', 'varchar(10)')
      .addColumn('runtime', 'integer')
      .addColumn('rating', 'real')
      .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createUniqueIndex(db, 'episodes_title_season_episode_unique', 'episodes', [
    'title_id',
    'season_number',
    'episode_number',
  ]);
  await createIndex(db, 'episodes_season_id_index', 'episodes', ['season_id']);
  await createIndex(db, 'episodes_release_date_index', 'episodes', ['release_date']);

  await withTimestamps(
    withId(db, db.schema.createTable('people'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('biography', 'text')
      .addColumn('birth_date', 'varchar(10)')
      .addColumn('birth_place', 'varchar(255)')
      .addColumn('death_date', 'varchar(10)')
      .addColumn('death_place', 'varchar(255)')
      .addColumn('gender', 'varchar(20)')
      .addColumn('known_for', 'varchar(50)')
      .addColumn('image', 'varchar(255)')
      .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('imdb_id', 'varchar(20)'),
  ).execute();
  await createIndex(db, 'people_popularity_index', 'people', ['popularity']);
  await createIndex(db, 'people_name_index', 'people', ['name']);

  await withId(db, db.schema.createTable('credits'))
    .addColumn('person_id', 'integer', (c) =>
      c.notNull().references('people.id').onDelete('cascade'),
    )
    .addColumn('title_id', 'integer', (c) =>
      c.notNull().references('titles.id').onDelete('cascade'),
    )
    .addColumn('creditable_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('creditable_id', 'integer', (c) => c.notNull())
    .addColumn('department', 'varchar(30)', (c) => c.notNull())
    .addColumn('job', 'varchar(100)', (c) => c.notNull())
    .addColumn('character', 'varchar(255)')
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'credits_creditable_index', 'credits', [
    'creditable_type',
    'creditable_id',
    'department',
    'order',
  ]);
  await createIndex(db, 'credits_person_index', 'credits', ['person_id', 'department']);
  await createIndex(db, 'credits_title_index', 'credits', ['title_id']);

  for (const [table, pivot, key] of [
    ['genres', 'genre_title', 'genre_id'],
    ['keywords', 'keyword_title', 'keyword_id'],
    ['production_countries', 'country_title', 'country_id'],
  ] as const) {
    await withTimestamps(
      withId(db, db.schema.createTable(table))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('display_name', 'varchar(255)', (c) => c.notNull()),
    ).execute();
    await createUniqueIndex(db, `${table}_name_unique`, table, ['name']);
    await db.schema
      .createTable(pivot)
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn(key, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${pivot}_pkey`, ['title_id', key])
      .execute();
    await createIndex(db, `${pivot}_${key}_index`, pivot, [key, 'title_id']);
  }

  await withTimestamps(
    withId(db, db.schema.createTable('images'))
      .addColumn('model_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('model_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'images_model_index', 'images', [
    'model_type',
    'model_id',
    'type',
    'order',
  ]);

  await withTimestamps(
    withId(db, db.schema.createTable('videos'))
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn('season_number', 'integer')
      .addColumn('episode_number', 'integer')
      .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('thumbnail', 'varchar(255)')
      .addColumn('source', 'varchar(10)', (c) => c.notNull())
      .addColumn('src', 'varchar(1000)', (c) => c.notNull())
      .addColumn('category', 'varchar(10)', (c) => c.notNull())
      .addColumn('quality', 'varchar(10)')
      .addColumn('language', 'varchar(10)')
      .addColumn('duration', 'integer')
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('plays_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'videos_title_index', 'videos', ['title_id', 'category', 'order']);
  await createIndex(db, 'videos_episode_index', 'videos', ['episode_id']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'videos',
    'images',
    'country_title',
    'production_countries',
    'keyword_title',
    'keywords',
    'genre_title',
    'genres',
    'credits',
    'people',
    'episodes',
    'seasons',
    'titles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

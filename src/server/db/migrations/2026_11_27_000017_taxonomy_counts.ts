/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { createIndex } from './helpers';

type Db = Kysely<any>;

/** The counted taxonomies, their pivot and the pivot's key. */
const COUNTED = [
  ['genres', 'genre_title', 'genre_id'],
  ['keywords', 'keyword_title', 'keyword_id'],
] as const;

/**
 * How many titles each genre and keyword has, as a column (issue 14), and an index for sorting
 * by display name: the admin lists sort by both, and counting a pivot of millions of keyword rows per request would not stay fast.
 * Database triggers keep it right for every pivot write, including the rows a title's or a
 * taxonomy's deletion cascades to, so no code path (seeders, the bench loader, merges) can
 * forget it.
 */
export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [table, pivot, key] of COUNTED) {
    await db.schema
      .alterTable(table)
      .addColumn('titles_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql
      .raw(
        `update ${table} set titles_count =
           (select count(*) from ${pivot} where ${pivot}.${key} = ${table}.id)`,
      )
      .execute(db);
    await createIndex(db, `${table}_titles_count_index`, table, ['titles_count', 'id']);
    // the admin lists sort by display name ignoring case
    await sql
      .raw(`create index ${table}_display_name_index on ${table} (lower(display_name), id)`)
      .execute(db);

    const decrement = `update ${table} set titles_count = titles_count - 1 where id = old.${key};`;
    const increment = `update ${table} set titles_count = titles_count + 1 where id = new.${key};`;
    if (postgres) {
      await sql
        .raw(
          `create function ${pivot}_count() returns trigger language plpgsql as $$
           begin
             if tg_op in ('DELETE', 'UPDATE') then ${decrement} end if;
             if tg_op in ('INSERT', 'UPDATE') then ${increment} end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${pivot}_count after insert or delete or update of ${key} on ${pivot}
           for each row execute function ${pivot}_count()`,
        )
        .execute(db);
      continue;
    }
    await sql
      .raw(`create trigger ${pivot}_count_insert after insert on ${pivot} begin ${increment} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${pivot}_count_delete after delete on ${pivot} begin ${decrement} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${pivot}_count_update after update of ${key} on ${pivot}
         begin ${decrement} ${increment} end`,
      )
      .execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [table, pivot] of COUNTED) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${pivot}_count on ${pivot}`).execute(db);
      await sql.raw(`drop function if exists ${pivot}_count()`).execute(db);
    } else {
      for (const event of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger if exists ${pivot}_count_${event}`).execute(db);
      }
    }
    await db.schema.dropIndex(`${table}_titles_count_index`).ifExists().execute();
    await db.schema.dropIndex(`${table}_display_name_index`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('titles_count').execute();
  }
}

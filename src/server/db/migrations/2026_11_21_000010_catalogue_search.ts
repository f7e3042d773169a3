/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

type Db = Kysely<any>;

/** What each searchable table indexes. */
const SEARCHED = [
  { table: 'titles', columns: ['name', 'original_name'] },
  { table: 'people', columns: ['name'] },
  { table: 'news_articles', columns: ['title'] },
] as const;

/**
 * Full-text search indexes over titles, people and news (modules/search reads them).
 *
 * SQLite: an FTS5 external-content table per searched table (`<table>_fts`, rowid = id), kept in
 * step by insert/update/delete triggers; unicode61 with remove_diacritics 2 so "amelie" finds
 * "Amélie"; prefix indexes for 1–3 characters so type-ahead prefix queries read one doclist.
 *
 * PostgreSQL: a GIN expression index per table over
 * `to_tsvector('simple', cinedex_search_fold(coalesce(a,'') || ' ' || coalesce(b,'')))`. The
 * 'simple' configuration does not stem (names are not prose); cinedex_search_fold is an
 * IMMUTABLE translate() that removes diacritics the way FTS5 does (characters whose canonical
 * decomposition is a letter plus marks), so no extension (unaccent) is needed. Queries must use
 * the very same expression to hit the index (see search-repository.ts).
 */
export async function up(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const [from, to] = diacriticFoldMap();
    await sql
      .raw(
        `create function cinedex_search_fold(value text) returns text
         language sql immutable parallel safe
         as 'select translate(value, ''${from}'', ''${to}'')'`,
      )
      .execute(db);
    for (const { table, columns } of SEARCHED) {
      const document = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
      await sql
        .raw(
          `create index ${table}_search_index on ${table}
           using gin (to_tsvector('simple', cinedex_search_fold(${document})))`,
        )
        .execute(db);
    }
    return;
  }

  for (const { table, columns } of SEARCHED) {
    const fts = `${table}_fts`;
    const list = columns.join(', ');
    const newValues = columns.map((column) => `new.${column}`).join(', ');
    const oldValues = columns.map((column) => `old.${column}`).join(', ');
    const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${oldValues});`;
    const add = `insert into ${fts}(rowid, ${list}) values (new.id, ${newValues});`;
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id',
         tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const { table } of SEARCHED) {
      await sql.raw(`drop index if exists ${table}_search_index`).execute(db);
    }
    await sql.raw('drop function if exists cinedex_search_fold(text)').execute(db);
    return;
  }
  for (const { table } of SEARCHED) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists ${table}_fts_${event}`).execute(db);
    }
    await sql.raw(`drop table if exists ${table}_fts`).execute(db);
  }
}

/**
 * translate() arguments folding every Latin letter with diacritics (U+00C0–U+024F and
 * U+1E00–U+1EFF) whose canonical decomposition is one base letter plus combining marks. Canonical
 * decompositions are frozen by Unicode's stability policy, so this is the same on every Node.
 */
function diacriticFoldMap(): [string, string] {
  let from = '';
  let to = '';
  const ranges: Array<[number, number]> = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCodePoint(code);
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== char && /^[A-Za-z]$/.test(base)) {
        from += char;
        to += base;
      }
    }
  }
  return [from, to];
}

// `npm run seed:bench [-- --database <postgres://…|file.sqlite>] [--titles N --people N --credits N]`
// Fills a database with the large generated data set for benchmarks: 100k titles (with genres),
// 300k people and 1M credits by default, posters as generated-art paths, the default channels,
// then ANALYZE. Default database: DATABASE_URL, else a new temporary SQLite file (its path is
// printed). The database must have no titles yet. Start a server on it with SEED_DEMO=false.
// The last line of output is JSON: {"database", "titles", "people", "credits", "seconds"}.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/server/config';
import { createDatabase, type Db } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';
import {
  benchCredits,
  benchPerson,
  benchTitle,
  BENCH_NOW,
  CREDIT_COLUMNS,
  GENRE_ROWS,
  PERSON_COLUMNS,
  TITLE_COLUMNS,
  type BenchSizes,
} from '../../src/server/seed/demo/bench-data';
import { createDefaultChannels } from '../../src/server/modules/channels/default-channels';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    titles: { type: 'string', default: '100000' },
    people: { type: 'string', default: '300000' },
    credits: { type: 'string', default: '1000000' },
  },
});

const sizes: BenchSizes = {
  titles: Number(options.titles),
  people: Number(options.people),
  credits: Number(options.credits),
};
if (!Object.values(sizes).every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--titles, --people and --credits must be positive whole numbers');
  process.exit(1);
}

const LOADED_TABLES = ['titles', 'people', 'credits', 'genre_title'];
const BATCH = 20_000;

function databaseConfig(): { config: DatabaseConfig; label: string } {
  const given = options.database ?? process.env.DATABASE_URL;
  if (given && /^postgres(ql)?:\/\//i.test(given)) {
    return {
      config: { dialect: 'postgres', url: given },
      label: given.replace(/:[^:@/]*@/, ':***@'),
    };
  }
  const file = given
    ? path.resolve(given.replace(/^file:(\/\/)?/i, ''))
    : path.join(mkdtempSync(path.join(tmpdir(), 'cinedex-bench-')), 'bench.sqlite');
  if (!given) console.log(`database: ${file}`);
  return { config: { dialect: 'sqlite', file }, label: file };
}

/** Credit ids of title t (1-based) spread `credits` over `titles` as evenly as whole numbers allow. */
const creditRange = (t: number) => [
  Math.floor(((t - 1) * sizes.credits) / sizes.titles),
  Math.floor((t * sizes.credits) / sizes.titles),
];

const progress = (label: string, done: number, total: number) => {
  if (process.stdout.isTTY) process.stdout.write(`\r${label}: ${done}/${total}   `);
  if (done === total) process.stdout.write(process.stdout.isTTY ? '\n' : `${label}: ${total}\n`);
};

/** SQLite: prepared statements in large transactions, relaxed durability while loading. */
function loadSqlite(file: string): void {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('locking_mode = EXCLUSIVE');
  sqlite.pragma('foreign_keys = OFF');

  const list = `(${LOADED_TABLES.map((t) => `'${t}'`).join(', ')})`;
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in ${list}`,
    )
    .all() as Array<{ name: string; sql: string }>;
  // External-content FTS5 tables are rebuilt in one pass instead of row by row through triggers.
  const fts = (
    sqlite
      .prepare(
        `select name, sql from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`,
      )
      .all() as Array<{ name: string; sql: string }>
  )
    .filter(
      (table) =>
        /using\s+fts5/i.test(table.sql) && /content\s*=\s*'(titles|people)'/i.test(table.sql),
    )
    .map((table) => table.name);
  const triggers = (
    sqlite
      .prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ${list}`)
      .all() as Array<{ name: string; sql: string }>
  ).filter((trigger) => fts.some((name) => trigger.sql.includes(name)));
  for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
  for (const trigger of triggers) sqlite.exec(`drop trigger "${trigger.name}"`);

  const insert = (table: string, columns: readonly string[]) =>
    sqlite.prepare(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
  const insertGenre = insert('genres', ['id', 'name', 'display_name', 'created_at', 'updated_at']);
  sqlite.transaction(() => {
    for (const genre of GENRE_ROWS)
      insertGenre.run(genre.id, genre.name, genre.display_name, BENCH_NOW, BENCH_NOW);
  })();

  const insertTitle = insert('titles', TITLE_COLUMNS);
  const insertGenreTitle = insert('genre_title', ['title_id', 'genre_id']);
  const insertCredit = insert('credits', CREDIT_COLUMNS);
  for (let start = 1; start <= sizes.titles; start += BATCH) {
    const end = Math.min(sizes.titles, start + BATCH - 1);
    sqlite.transaction(() => {
      for (let id = start; id <= end; id++) {
        const { values, genres } = benchTitle(id);
        insertTitle.run(values);
        for (const genre of genres) insertGenreTitle.run(id, genre);
        const [from, to] = creditRange(id);
        for (const row of benchCredits(id, from + 1, to - from, sizes.people))
          insertCredit.run(row);
      }
    })();
    progress('titles and credits', end, sizes.titles);
  }
  const insertPerson = insert('people', PERSON_COLUMNS);
  for (let start = 1; start <= sizes.people; start += BATCH * 2) {
    const end = Math.min(sizes.people, start + BATCH * 2 - 1);
    sqlite.transaction(() => {
      for (let id = start; id <= end; id++) insertPerson.run(benchPerson(id, sizes.people));
    })();
    progress('people', end, sizes.people);
  }

  console.log('indexes and search…');
  for (const index of indexes) sqlite.exec(index.sql);
  for (const trigger of triggers) sqlite.exec(trigger.sql);
  for (const name of fts) sqlite.exec(`insert into "${name}"("${name}") values ('rebuild')`);
  sqlite.pragma('locking_mode = NORMAL');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}

const PG_TYPES: Record<string, string> = {
  id: 'int4',
  year: 'int4',
  runtime: 'int4',
  vote_count: 'int4',
  season_count: 'int4',
  episode_count: 'int4',
  person_id: 'int4',
  title_id: 'int4',
  creditable_id: 'int4',
  order: 'int4',
  genre_id: 'int4',
  popularity: 'float4',
  rating: 'float4',
};

/** PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per batch (a handful of parameters each). */
async function loadPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [LOADED_TABLES],
  );
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

  const insert = async (table: string, columns: readonly string[], rows: unknown[][]) => {
    if (!rows.length) return;
    const arrays = columns.map((_, c) => rows.map((row) => row[c]));
    const unnest = columns
      .map((column, c) => `$${c + 1}::${PG_TYPES[column] ?? 'text'}[]`)
      .join(', ');
    await client.query(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${unnest})`,
      arrays,
    );
  };
  await insert(
    'genres',
    ['id', 'name', 'display_name', 'created_at', 'updated_at'],
    GENRE_ROWS.map((g) => [g.id, g.name, g.display_name, BENCH_NOW, BENCH_NOW]),
  );
  // People first: credits refer to them.
  for (let start = 1; start <= sizes.people; start += BATCH) {
    const end = Math.min(sizes.people, start + BATCH - 1);
    const people: unknown[][] = [];
    for (let id = start; id <= end; id++) people.push(benchPerson(id, sizes.people));
    await insert('people', PERSON_COLUMNS, people);
    progress('people', end, sizes.people);
  }
  for (let start = 1; start <= sizes.titles; start += BATCH / 2) {
    const end = Math.min(sizes.titles, start + BATCH / 2 - 1);
    const titles: unknown[][] = [];
    const genres: unknown[][] = [];
    const credits: unknown[][] = [];
    for (let id = start; id <= end; id++) {
      const title = benchTitle(id);
      titles.push(title.values);
      for (const genre of title.genres) genres.push([id, genre]);
      const [from, to] = creditRange(id);
      credits.push(...benchCredits(id, from + 1, to - from, sizes.people));
    }
    await client.query('begin');
    await insert('titles', TITLE_COLUMNS, titles);
    await insert('genre_title', ['title_id', 'genre_id'], genres);
    await insert('credits', CREDIT_COLUMNS, credits);
    await client.query('commit');
    progress('titles and credits', end, sizes.titles);
  }
  console.log('indexes…');
  for (const index of indexes) await client.query(index.indexdef);
  for (const table of ['titles', 'people', 'credits', 'genres']) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${table}))`,
      [table],
    );
  }
  await client.end();
}

async function analyze(db: Db, dialect: DatabaseConfig['dialect']): Promise<void> {
  const { sql } = await import('kysely');
  await sql`analyze`.execute(db);
  if (dialect === 'sqlite') await sql`pragma optimize`.execute(db);
}

async function main(): Promise<void> {
  const { config, label } = databaseConfig();
  const started = performance.now();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const existing = await db
    .selectFrom('titles')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) {
    await db.destroy();
    throw new Error(`${label} already has titles; seed:bench fills an empty database`);
  }
  await db.destroy();

  if (config.dialect === 'sqlite') loadSqlite(config.file);
  else await loadPostgres(config.url);

  const after = createDatabase(config);
  await createDefaultChannels(after);
  console.log('analyze…');
  await analyze(after, config.dialect);
  await after.destroy();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(JSON.stringify({ database: label, ...sizes, seconds }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

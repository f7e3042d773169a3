import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

function sqlite(file: string): SqliteDialect {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  // A 64 MB page cache and memory-mapped reads keep hot catalogue pages off the disk.
  connection.pragma('cache_size = -65536');
  connection.pragma('mmap_size = 268435456');
  return new SqliteDialect({ database: connection });
}

function postgres(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

export function createDatabase(config: DatabaseConfig): Db {
  const dialect =
    config.dialect === 'sqlite' ? sqlite(config.file) : postgres(config.url, config.schema);
  return new Kysely<Database>({ dialect });
}

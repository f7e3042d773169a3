import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Kysely returns COUNT(*) as a number on SQLite and a string (bigint) on PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

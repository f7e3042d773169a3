import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** SQLite's default maximum of bound parameters per statement. */
const SQLITE_PARAMETERS = 32_766;
/** Past this many rows a statement gets no faster, only bigger. */
const MAX_ROWS = 2_000;
/** Rows per PostgreSQL statement: one JSON parameter each, a few MB at most. */
const PG_ROWS = 5_000;

/**
 * Inserts rows in chunks: multi-row VALUES under SQLite's parameter limit, or on PostgreSQL one
 * json_populate_recordset() parameter per chunk (no 65,535-parameter ceiling, and faster), which
 * takes the column types from the table. Every row must name the same columns (a missing one
 * would be NULL, not the column's default).
 */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Array<Insertable<Database[T]>>,
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  if (dialectOf(db as unknown as Kysely<unknown>) === 'postgres') {
    const list = sql.join(columns.map((column) => sql.ref(column)));
    for (let i = 0; i < rows.length; i += PG_ROWS) {
      const json = JSON.stringify(rows.slice(i, i + PG_ROWS));
      await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json})`.execute(
        db,
      );
    }
    return;
  }
  const size = Math.min(MAX_ROWS, Math.floor(SQLITE_PARAMETERS / columns.length));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot check a generic table's rows; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** The next free id of a table (demo rows take explicit ids so they can refer to each other). */
export async function nextId(db: Db, table: keyof Database & string): Promise<number> {
  const { rows } = await sql<{
    max: number | string | null;
  }>`select max(id) as max from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.max ?? 0) + 1;
}

/** After explicit ids, moves PostgreSQL's identity sequence past them (SQLite follows by itself). */
export async function syncIdSequence(db: Db, table: keyof Database & string): Promise<void> {
  if (dialectOf(db as unknown as Kysely<unknown>) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(
    table,
  )}), 0) + 1, false)`.execute(db);
}

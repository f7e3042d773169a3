/* eslint-disable @typescript-eslint/no-explicit-any -- the migrator works on any schema */
import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/** `schema`: the PostgreSQL schema holding the tables, when not the default search path's first. */
export async function migrateToLatest(
  db: Kysely<any>,
  schema?: string,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

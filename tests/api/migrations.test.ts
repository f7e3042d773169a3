import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '@server/db/connection';
import { migrateToLatest } from '@server/db/migrate';
import { migrations } from '@server/db/migrations';
import { createTestDatabase, testDialect, type TestDatabase } from '../support/test-database';

const SHELL_TABLES = [
  'permissionables',
  'permissions',
  'roles',
  'sessions',
  'settings',
  'user_role',
  'users',
];

let database: TestDatabase | null = null;
afterEach(async () => {
  await database?.drop();
  database = null;
});

describe(`migrations on ${testDialect()}`, () => {
  it('migrate up from an empty database, then again as a no-op', async () => {
    database = await createTestDatabase();
    const db = createDatabase(database.config);
    const schema = database.config.dialect === 'postgres' ? database.config.schema : undefined;
    try {
      const first = await migrateToLatest(db, schema);
      expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
        Object.keys(migrations).map((name) => [name, 'Success']),
      );
      const tables = (await db.introspection.getTables())
        .filter((table) => !schema || table.schema === schema)
        .map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(SHELL_TABLES));

      const second = await migrateToLatest(db, schema);
      expect(second.results).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('enforces foreign keys and unique emails', async () => {
    database = await createTestDatabase();
    const db = createDatabase(database.config);
    try {
      await migrateToLatest(
        db,
        database.config.dialect === 'postgres' ? database.config.schema : undefined,
      );
      const now = new Date().toISOString();
      const user = { email: 'a@example.com', name: 'A', created_at: now, updated_at: now };
      await db.insertInto('users').values(user).execute();
      await expect(db.insertInto('users').values(user).execute()).rejects.toThrow();
      await expect(
        db
          .insertInto('user_role')
          .values({ user_id: 999, role_id: 999, created_at: now })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});

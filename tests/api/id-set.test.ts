import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIdSet } from '@server/db/id-set';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inIdSet', () => {
  it('matches ids from a list longer than either dialect binds parameters', async () => {
    const { db } = t.app.services;
    const adminId = (await t.app.services.users.findByEmail(ADMIN_EMAIL))!.id;
    // 70,000 ids: past PostgreSQL's 65,535 bound parameters and SQLite's 32,766.
    const ids = Array.from({ length: 70_000 }, (_, index) => adminId + 1 + index);
    ids.splice(35_000, 0, adminId);
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where(inIdSet(db, 'id', ids))
      .execute();
    expect(rows.map((row) => row.id)).toEqual([adminId]);
  });

  it('matches nothing for an empty list', async () => {
    const { db } = t.app.services;
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where(inIdSet(db, 'id', []))
      .execute();
    expect(rows).toEqual([]);
  });
});

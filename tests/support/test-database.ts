import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '@server/config';

export interface TestDatabase {
  config: DatabaseConfig;
  storageDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: an SQLite file, or its own schema on TEST_DATABASE_URL's PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'cinedex-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      config: { dialect: 'sqlite', file: path.join(storageDir, 'test.sqlite') },
      storageDir,
      drop: async () => rmSync(storageDir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    config: { dialect: 'postgres', url, schema },
    storageDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { prepareDatabase } from '@server/seed/prepare-database';
import { createTestDatabase } from './test-database';
import { TestClient } from './test-client';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /**
   * Config values no environment variable sets, e.g. `{cacheTtlMs: 60_000}` to test that writes
   * drop the public answers cached in process (tests run without that cache by default).
   */
  config?: Partial<Pick<Config, 'cacheTtlMs'>>;
  /** Add routes (probes) before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Where the app's log lines go (see env LOG_LEVEL, silent by default in tests). */
  logStream?: { write(line: string): void };
}

/** The real app on a fresh database, migrated and seeded as `npm start` does. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      env: {
        NODE_ENV: 'test',
        STORAGE_PATH: database.storageDir,
        APP_KEY: randomBytes(32).toString('hex'),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_DEMO: 'false',
        ...options.env,
      },
      argv: [],
    }),
    database: database.config,
    ...options.config,
  };
  const app = await buildApp(config, { logStream: options.logStream });
  await options.beforeReady?.(app);
  await prepareDatabase(app.services, app.log);
  await app.ready();
  return {
    app,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

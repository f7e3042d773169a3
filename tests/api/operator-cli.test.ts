import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { COMMON_PASSWORD_MESSAGE } from '@common/auth/password-rules';
import {
  createAdministrator,
  OperatorError,
  resetPassword,
} from '@server/operator/account-commands';
import { createTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

/**
 * The operator's commands (src/server/cli.ts) run as a process against a real SQLite database,
 * then the app on that database shows what they did.
 */
const run = promisify(execFile);
const CLI = path.resolve('src/server/cli.ts');
const ADMIN_EMAIL = 'owner@example.com';
const ADMIN_PASSWORD = 'first-password-42';

let storageDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'cinedex-cli-'));
  env = {
    NODE_ENV: 'production',
    STORAGE_PATH: storageDir,
    DATABASE_URL: `file:${path.join(storageDir, 'database.sqlite')}`,
    APP_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
  };
  await cli(['migrate']);
}, 60_000);
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

/** Runs a CLI command; `input` is piped to its standard input. */
async function cli(args: string[], input?: string) {
  const child = run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  if (input !== undefined) child.child.stdin!.end(input);
  else child.child.stdin!.end();
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The app on the CLI's database, for as long as `use` runs. */
async function withApp<T>(use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(loadConfig({ env: { ...env, LOG_LEVEL: 'silent' }, argv: [] }));
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

async function canSignIn(email: string, password: string) {
  return withApp(async (app) => {
    const response = await new TestClient(app).post('/auth/login', { email, password });
    return response.statusCode === 200;
  });
}

function printedPassword(stdout: string): string {
  const match = /Password: (\S+)/.exec(stdout);
  if (!match) throw new Error(`no password in: ${stdout}`);
  return match[1]!;
}

describe('users:reset-password', () => {
  it('prints a new password in a frame; the old one stops working and sessions end', async () => {
    const session = await withApp(async (app) => {
      const client = new TestClient(app);
      await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      return client.cookies;
    });

    const result = await cli(['users:reset-password', ADMIN_EMAIL.toUpperCase()]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`The password of ${ADMIN_EMAIL} was reset.`);
    expect(result.stdout).toMatch(/^╔═+╗$/m);
    const password = printedPassword(result.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    expect(await canSignIn(ADMIN_EMAIL, password)).toBe(true);
    expect(await canSignIn(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(false);
    await withApp(async (app) => {
      const client = new TestClient(app);
      for (const [name, value] of session) client.cookies.set(name, value);
      expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
    });
  }, 60_000);

  it('takes the password from standard input, hashed with argon2id', async () => {
    const result = await cli(
      ['users:reset-password', ADMIN_EMAIL, '--password-stdin'],
      'chosen-by-the-operator\n',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('chosen-by-the-operator');
    expect(await canSignIn(ADMIN_EMAIL, 'chosen-by-the-operator')).toBe(true);
    const stored = await withApp(async (app) => app.services.users.findByEmail(ADMIN_EMAIL));
    expect(stored!.password).toMatch(/^\$argon2id\$/);
  }, 60_000);
});

describe('users:create-admin', () => {
  it('creates an administrator who reaches the admin area', async () => {
    const result = await cli(['users:create-admin', 'second@example.com']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Administrator second@example.com created.');
    const password = printedPassword(result.stdout);
    await withApp(async (app) => {
      const client = new TestClient(app);
      await client.login('second@example.com', password);
      const me = (await client.get('/api/v1/users/me')).json().user;
      expect(me.email_verified_at).not.toBeNull();
      expect((await client.get('/api/v1/admin/users')).statusCode).toBe(200);
    });
  }, 60_000);
});

describe('refusals', () => {
  it('exit with code 1 and say why, changing nothing', async () => {
    const unknown = await cli(['users:reset-password', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No account has the email address nobody@example.com.');
    expect(await canSignIn(ADMIN_EMAIL, 'chosen-by-the-operator')).toBe(true);
  }, 60_000);

  // the same commands in process, on a database of their own, for the other refusals
  it('refuse passwords the app would refuse, taken and invalid addresses', async () => {
    const t = await createTestApp();
    try {
      const { services } = t.app;
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => 'accepted',
          (error: Error) => (error instanceof OperatorError ? error.message : error),
        );
      const admin = 'admin@example.com';
      expect(await refusal(resetPassword(services, admin, 'short'))).toBe(
        'The password must be at least 8 characters.',
      );
      expect(await refusal(resetPassword(services, admin, 'password'))).toBe(
        COMMON_PASSWORD_MESSAGE,
      );
      expect(await refusal(createAdministrator(services, admin, null))).toBe(
        `An account with the email address ${admin} exists already.`,
      );
      expect(await refusal(createAdministrator(services, 'not-an-email', null))).toBe(
        '"not-an-email" is not a valid email address.',
      );
    } finally {
      await t.close();
    }
  });
});

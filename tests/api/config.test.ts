import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const dirs: string[] = [];
function tempRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cinedex-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const load = (env: Record<string, string>, rootDir = tempRoot()) =>
  loadConfig({ env, argv: [], rootDir });

function problems(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults: port 3000, an SQLite file under storage/, demo seeding on', () => {
    const root = tempRoot();
    const config = load({}, root);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.basePath).toBe('/');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.join(root, 'storage', 'database.sqlite'),
    });
    expect(config.seedDemo).toBe(true);
    expect(config.debug).toBe(false);
    expect(config.admin).toEqual({ email: 'admin@example.com', password: null });
  });

  it('generates APP_KEY into storage on first start and reuses it', () => {
    const root = tempRoot();
    const first = load({}, root);
    expect(first.appKey.length).toBe(32);
    expect(readFileSync(path.join(root, 'storage', 'app.key'), 'utf8')).toMatch(/^base64:/);
    expect(load({}, root).appKey.equals(first.appKey)).toBe(true);
  });

  it('selects PostgreSQL for postgres:// URLs and SQLite for file: URLs', () => {
    expect(load({ DATABASE_URL: 'postgres://u:p@db:5432/films' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@db:5432/films',
    });
    expect(load({ DATABASE_URL: 'file:/var/data/films.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      file: '/var/data/films.sqlite',
    });
  });

  it('normalises BASE_PATH and derives APP_URL from it', () => {
    const config = load({ BASE_PATH: 'films/', PORT: '8080' });
    expect(config.basePath).toBe('/films/');
    expect(config.appUrl).toBe('http://localhost:8080/films');
  });

  it('names every bad value with a clear message', () => {
    const found = problems({
      PORT: 'eighty',
      APP_URL: 'ftp://example.com',
      DATABASE_URL: 'mysql://localhost/db',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
      SEED_DEMO: 'maybe',
      APP_KEY: 'tooshort',
      MAIL_URL: 'http://mail',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: PORT must be a number \(got "eighty"\)$/),
        expect.stringMatching(/^APP_URL: /),
        expect.stringMatching(/^DATABASE_URL: DATABASE_URL must be postgres:\/\//),
        expect.stringMatching(/^ADMIN_EMAIL: /),
        expect.stringMatching(/^ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters$/),
        expect.stringMatching(/^SEED_DEMO: SEED_DEMO must be true or false/),
        expect.stringMatching(/^APP_KEY: APP_KEY must be at least 32 bytes/),
        expect.stringMatching(/^MAIL_URL: /),
      ]),
    );
    expect(found).toHaveLength(8);
    expect(found.join('\n')).not.toContain('short"');
  });

  it('reads boolean switches', () => {
    const config = load({ SEED_DEMO: 'false', APP_DEBUG: 'true' });
    expect(config.seedDemo).toBe(false);
    expect(config.debug).toBe(true);
  });

  it('stores files on local disk under storage/uploads unless S3_BUCKET is set', () => {
    const root = tempRoot();
    expect(load({}, root).fileStorage).toEqual({
      driver: 'local',
      root: path.join(root, 'storage', 'uploads'),
    });
    expect(
      load({
        S3_BUCKET: 'cinedex-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'cinedex-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(load({ S3_BUCKET: 'films', S3_REGION: 'eu-west-3' }).fileStorage).toMatchObject({
      region: 'eu-west-3',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('names bad S3 settings, never echoing the secret', () => {
    const found = problems({
      S3_BUCKET: 'Not A Bucket',
      S3_ENDPOINT: 'ftp://files',
      S3_REGION: 'EU West',
      S3_FORCE_PATH_STYLE: 'sometimes',
      S3_SECRET_ACCESS_KEY: ' ',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^S3_BUCKET: S3_BUCKET must be a bucket name/),
        expect.stringMatching(/^S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL/),
        expect.stringMatching(/^S3_REGION: S3_REGION must be a region name/),
        expect.stringMatching(/^S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false/),
      ]),
    );
    expect(problems({ S3_BUCKET: 'films', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      expect.stringMatching(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/),
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      expect.stringMatching(/S3_BUCKET must be set/),
    ]);
    const secret = problems({ S3_BUCKET: 'films', S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    expect(secret.join('\n')).not.toContain('hunter2');
  });
});

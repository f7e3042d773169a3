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
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultRateLimits, type RateLimits } from './http/rate-limits';
import { rateLimitsSetting } from './http/rate-limits-setting';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

/** Where uploaded files live: local disk under storage/uploads, or an S3-compatible bucket. */
export type FileStorageConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible server (MinIO, R2, a local emulator); AWS when null. */
      endpoint: string | null;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

export interface Config {
  mode: 'production' | 'development' | 'test';
  /** Serve the client through Vite's dev middleware (HMR) instead of the built files. */
  dev: boolean;
  port: number;
  host: string;
  /** Public URL of the site without a trailing slash, base path included. */
  appUrl: string;
  /** '/' or '/sub/path/', always with leading and trailing slashes. */
  basePath: string;
  appKey: Buffer;
  database: DatabaseConfig;
  admin: { email: string; password: string | null };
  seedDemo: boolean;
  mailUrl: string | null;
  debug: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /**
   * The request header a trusted proxy sets to the visitor's country (COUNTRY_HEADER, e.g.
   * cf-ipcountry, lower case); null reads no country.
   */
  countryHeader: string | null;
  storageDir: string;
  /** Uploaded files (file entries, avatars): local disk by default, S3 when S3_BUCKET is set. */
  fileStorage: FileStorageConfig;
  clientDir: string;
  rootDir: string;
  bodyLimit: number;
  /** The named rate limits: defaults with RATE_LIMITS merged over them. */
  rateLimits: RateLimits;
  /**
   * How long answers every visitor shares (title pages, channel pages, search) stay cached in
   * process: 30 s; 0 in tests, which read their own writes at once.
   */
  cacheTtlMs: number;
  /**
   * Where the payment gateways' APIs are (STRIPE_API_BASE, PAYPAL_API_BASE): null is the real
   * gateway; tests and the e2e server point them at local stand-ins speaking the same HTTP API.
   */
  billing: { stripeApiBase: string | null; paypalApiBase: string | null };
  /**
   * Background jobs (src/server/jobs): how often the worker looks for jobs other instances
   * enqueued (JOBS_POLL_MS, 1000), and the first retry's delay (5 s; 10 ms in tests).
   */
  jobs: { pollMs: number; retryDelayMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const booleanString = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  APP_URL: z
    .url({
      protocol: /^https?$/,
      message: 'APP_URL must be an http(s) URL such as https://films.example.com',
    })
    .optional(),
  APP_KEY: z
    .string()
    .trim()
    .refine((v) => decodeKey(v) !== null, {
      message: 'APP_KEY must be at least 32 bytes: base64:<44 chars> or 64 hex characters',
    })
    .optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
      message: 'DATABASE_URL must be postgres://…, file:path/to/db.sqlite or a file path',
    })
    .optional(),
  ADMIN_EMAIL: z
    .email({ message: 'ADMIN_EMAIL must be an email address' })
    .default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters')
    .max(255, 'ADMIN_PASSWORD must be at most 255 characters')
    .optional(),
  SEED_DEMO: booleanString('SEED_DEMO').default(true),
  MAIL_URL: z
    .url({ protocol: /^smtps?$/, message: 'MAIL_URL must look like smtp://user:pass@host:port' })
    .optional(),
  APP_DEBUG: booleanString('APP_DEBUG').default(false),
  BASE_PATH: z
    .string()
    .trim()
    .regex(/^\/?[A-Za-z0-9._~\-/]*$/, 'BASE_PATH must be a URL path such as /films')
    .default('/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: booleanString('TRUST_PROXY').default(false),
  COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'COUNTRY_HEADER must be a header name such as cf-ipcountry')
    .optional(),
  STORAGE_PATH: z.string().trim().min(1).optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: 'STRIPE_API_BASE must look like http://host:port' })
    .optional(),
  PAYPAL_API_BASE: z
    .url({ protocol: /^https?$/, message: 'PAYPAL_API_BASE must look like http://host:port' })
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name such as cinedex-files',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString('S3_FORCE_PATH_STYLE').default(false),
  RATE_LIMITS: rateLimitsSetting.optional(),
  JOBS_POLL_MS: z.coerce
    .number({ message: 'JOBS_POLL_MS must be a number' })
    .int('JOBS_POLL_MS must be a whole number')
    .min(10, 'JOBS_POLL_MS must be at least 10')
    .max(3_600_000, 'JOBS_POLL_MS must be at most 3600000')
    .default(1000),
});

function decodeKey(value: string): Buffer | null {
  const key = value.startsWith('base64:')
    ? Buffer.from(value.slice(7), 'base64')
    : /^[0-9a-f]+$/i.test(value)
      ? Buffer.from(value, 'hex')
      : null;
  return key && key.length >= 32 ? key : null;
}

function normalizeBasePath(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function databaseFrom(
  url: string | undefined,
  storageDir: string,
  rootDir: string,
): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  const file = url ? url.replace(/^file:(\/\/)?/i, '') : path.join(storageDir, 'database.sqlite');
  return { dialect: 'sqlite', file: path.resolve(rootDir, file) };
}

/** The signing key: APP_KEY when given, otherwise generated once into storage/app.key. */
function resolveAppKey(value: string | undefined, storageDir: string): Buffer {
  if (value) return decodeKey(value)!;
  const keyFile = path.join(storageDir, 'app.key');
  if (existsSync(keyFile)) {
    const stored = decodeKey(readFileSync(keyFile, 'utf8').trim());
    if (stored) return stored;
    throw new ConfigError([
      `${keyFile} does not hold a valid key; delete it to generate a new one`,
    ]);
  }
  const key = randomBytes(32);
  mkdirSync(storageDir, { recursive: true });
  writeFileSync(keyFile, `base64:${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}

export interface LoadConfigOptions {
  env?: Record<string, string | undefined>;
  argv?: string[];
  rootDir?: string;
}

/**
 * Libraries that pick a build from NODE_ENV (React's server renderer is several times slower in
 * its development build) follow the server's mode when NODE_ENV is unset.
 */
export function exposeModeToLibraries(config: Config): void {
  process.env.NODE_ENV ??= config.mode;
}

/** Environment → one validated config object. Nothing else in the server reads process.env. */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const env = options.env ?? process.env;
  const argv = options.argv ?? process.argv.slice(2);
  const rootDir = options.rootDir ?? process.cwd();
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const given = blankToUndefined[name];
        const secret = name.includes('PASSWORD') || name.includes('SECRET') || name === 'APP_KEY';
        const shown = secret ? '' : ` (got "${given}")`;
        return `${name}: ${issue.message}${given === undefined ? '' : shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dev = argv.includes('--dev');
  const mode = e.NODE_ENV ?? (dev ? 'development' : 'production');
  const storageDir = path.resolve(rootDir, e.STORAGE_PATH ?? 'storage');
  const basePath = normalizeBasePath(e.BASE_PATH);
  const origin = e.APP_URL
    ? e.APP_URL.replace(/\/+$/, '')
    : `http://localhost:${e.PORT}${basePath.replace(/\/$/, '')}`;

  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the default AWS credentials)',
    ]);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError([
      'S3_BUCKET must be set to store files on S3 (S3_* settings were given)',
    ]);
  }

  return {
    mode,
    dev,
    port: e.PORT,
    host: e.HOST,
    appUrl: origin,
    basePath,
    appKey: resolveAppKey(e.APP_KEY, storageDir),
    database: databaseFrom(e.DATABASE_URL, storageDir, rootDir),
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD ?? null },
    seedDemo: e.SEED_DEMO,
    mailUrl: e.MAIL_URL ?? null,
    debug: e.APP_DEBUG,
    logLevel: e.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase() ?? null,
    storageDir,
    fileStorage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'local', root: path.join(storageDir, 'uploads') },
    clientDir: path.resolve(rootDir, 'dist/client'),
    rootDir,
    bodyLimit: 1024 * 1024,
    rateLimits: e.RATE_LIMITS ?? defaultRateLimits(),
    cacheTtlMs: mode === 'test' ? 0 : 30_000,
    billing: {
      stripeApiBase: e.STRIPE_API_BASE ?? null,
      paypalApiBase: e.PAYPAL_API_BASE ?? null,
    },
    jobs: { pollMs: e.JOBS_POLL_MS, retryDelayMs: mode === 'test' ? 10 : 5000 },
  };
}

/**
 * Every rate limit of the server, by name, with its default. An operator overrides any of them with
 * RATE_LIMITS (read by config.ts, parsed in rate-limits-setting.ts), e.g. a campus behind one address raising `registration`.
 *
 * Route limits (`route`) count every request through @fastify/rate-limit; attempt limits (`attempts`)
 * count failures (or sends) through a RateLimitStore, so a success can clear them.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

interface Strategy extends RateLimit {
  /** route: every request; attempts: what the handler records; interval: one per window, kept with the code or link. */
  counts: 'route' | 'attempts' | 'interval';
  /** What one counter is kept for, as the README documents it. */
  key: string;
}

const MINUTE = 60_000;

export const RATE_LIMIT_STRATEGIES = {
  login: { max: 5, windowMs: MINUTE, counts: 'attempts', key: 'failed logins per email and IP' },
  twoFactorChallenge: {
    max: 5,
    windowMs: MINUTE,
    counts: 'attempts',
    key: 'failed two-factor codes per pending user and IP',
  },
  twoFactorConfirmation: {
    max: 5,
    windowMs: MINUTE,
    counts: 'attempts',
    key: 'failed codes confirming two-factor setup per user',
  },
  currentPassword: {
    max: 5,
    windowMs: MINUTE,
    counts: 'attempts',
    key: 'wrong current passwords per user (password change, confirm, sign out other sessions)',
  },
  socialConnect: {
    max: 5,
    windowMs: MINUTE,
    counts: 'attempts',
    key: 'wrong passwords linking a social account per user and IP',
  },
  registration: {
    max: 10,
    windowMs: 60 * MINUTE,
    counts: 'route',
    key: 'registrations per IP, every attempt',
  },
  verificationCodeCheck: {
    max: 10,
    windowMs: MINUTE,
    counts: 'route',
    key: 'email verification code checks per user',
  },
  verificationCodeResend: {
    max: 1,
    windowMs: MINUTE,
    counts: 'interval',
    key: 'email verification codes per user (max is always 1: the window is the wait between codes)',
  },
  forgotPassword: {
    max: 5,
    windowMs: 15 * MINUTE,
    counts: 'route',
    key: 'reset-link requests per IP and email',
  },
  resetLinkResend: {
    max: 1,
    windowMs: MINUTE,
    counts: 'interval',
    key: 'password-reset links per user, whichever addresses ask (max is always 1: the window is the wait between links)',
  },
  passwordReset: {
    max: 10,
    windowMs: 15 * MINUTE,
    counts: 'route',
    key: 'password resets per IP',
  },
  recaptcha: { max: 30, windowMs: MINUTE, counts: 'route', key: 'human checks per IP' },
  pageVisits: { max: 60, windowMs: MINUTE, counts: 'route', key: 'recorded page visits per IP' },
  visits: {
    max: 120,
    windowMs: MINUTE,
    counts: 'route',
    key: 'visits recorded for the reports per IP',
  },
  plays: { max: 20, windowMs: MINUTE, counts: 'route', key: 'recorded plays per IP and video' },
  uploads: {
    max: 120,
    windowMs: MINUTE,
    counts: 'route',
    key: 'uploads started per user (plain, tus creation, presigned and multipart creation)',
  },
  uploadParts: {
    max: 1200,
    windowMs: MINUTE,
    counts: 'route',
    key: 'upload chunks, signed part batches and entry creations per user',
  },
  contentReports: {
    max: 10,
    windowMs: 10 * MINUTE,
    counts: 'route',
    key: 'comment and review reports per member, every attempt',
  },
  billing: {
    max: 20,
    windowMs: 10 * MINUTE,
    counts: 'route',
    key: 'billing actions per member (checkout start, change plan, cancel, renew, payment method)',
  },
  announcements: {
    max: 10,
    windowMs: 60 * MINUTE,
    counts: 'route',
    key: 'admin announcements sent per admin, every attempt',
  },
  workspaceInvites: {
    max: 30,
    windowMs: 60 * MINUTE,
    counts: 'route',
    key: 'workspace invitations sent and resent per member',
  },
  contact: {
    max: 5,
    windowMs: 10 * MINUTE,
    counts: 'attempts',
    key: 'contact messages per IP, every message',
  },
  pushSubscriptions: {
    max: 20,
    windowMs: 10 * MINUTE,
    counts: 'route',
    key: 'browser push subscriptions added per member, every attempt',
  },
  unsubscribeLinks: {
    max: 30,
    windowMs: MINUTE,
    counts: 'route',
    key: 'one-click email unsubscribe requests per IP',
  },
} as const satisfies Record<string, Strategy>;

export type RateLimitName = keyof typeof RATE_LIMIT_STRATEGIES;
export type RateLimits = Record<RateLimitName, RateLimit>;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_STRATEGIES) as RateLimitName[];

export function defaultRateLimits(): RateLimits {
  return Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => {
      const { max, windowMs } = RATE_LIMIT_STRATEGIES[name];
      return [name, { max, windowMs }];
    }),
  ) as RateLimits;
}

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30s', '15m', '1h', '1d', '500ms' or plain milliseconds (number or digits); null otherwise. */
export function parseWindow(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/.exec(value);
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? 'ms') as keyof typeof UNIT_MS];
  return Number.isSafeInteger(ms) && ms > 0 ? ms : null;
}

/** A strategy as @fastify/rate-limit's route option (`config: { rateLimit: ... }`). */
export function routeRateLimit(limits: RateLimits, name: RateLimitName) {
  return { max: limits[name].max, timeWindow: limits[name].windowMs };
}

import { z } from 'zod';
import {
  defaultRateLimits,
  parseWindow,
  RATE_LIMIT_NAMES,
  RATE_LIMIT_STRATEGIES,
  type RateLimitName,
  type RateLimits,
} from './rate-limits';

const RATE_LIMITS_EXAMPLE = 'RATE_LIMITS=\'{"registration":{"max":50,"window":"1h"}}\'';

/** RATE_LIMITS: a JSON object of strategy name → {max?, window?}, merged over the defaults. */
export const rateLimitsSetting = z.string().transform((value, ctx): RateLimits => {
  const limits = defaultRateLimits();
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail(`RATE_LIMITS must be JSON such as ${RATE_LIMITS_EXAMPLE}`);
  }
  if (!isPlainObject(parsed))
    return fail(`RATE_LIMITS must be a JSON object such as ${RATE_LIMITS_EXAMPLE}`);
  const problems: string[] = [];
  for (const [name, override] of Object.entries(parsed)) {
    if (!(RATE_LIMIT_NAMES as string[]).includes(name)) {
      problems.push(
        `RATE_LIMITS names an unknown strategy "${name}" (known: ${RATE_LIMIT_NAMES.join(', ')})`,
      );
      continue;
    }
    const limit = limits[name as RateLimitName];
    if (!isPlainObject(override)) {
      problems.push(`RATE_LIMITS.${name} must be an object such as {"max":50,"window":"1h"}`);
      continue;
    }
    for (const field of Object.keys(override)) {
      if (field !== 'max' && field !== 'window') {
        problems.push(`RATE_LIMITS.${name}.${field} is not a setting (use max and window)`);
      }
    }
    if (override.max !== undefined) {
      const max = override.max;
      if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 1) {
        problems.push(`RATE_LIMITS.${name}.max must be a whole number of at least 1`);
      } else if (RATE_LIMIT_STRATEGIES[name as RateLimitName].counts === 'interval' && max !== 1) {
        problems.push(
          `RATE_LIMITS.${name}.max must be 1: its window is the wait between two sends`,
        );
      } else {
        limit.max = max;
      }
    }
    if (override.window !== undefined) {
      const windowMs = parseWindow(override.window);
      if (windowMs === null) {
        problems.push(
          `RATE_LIMITS.${name}.window must be a duration such as "30s", "15m", "1h" or milliseconds`,
        );
      } else {
        limit.windowMs = windowMs;
      }
    }
  }
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
  return problems.length ? z.NEVER : limits;
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { defaultRateLimits, parseWindow, RATE_LIMIT_STRATEGIES } from '@server/http/rate-limits';

// APP_KEY given, so loading writes nothing under rootDir.
const APP_KEY = 'a'.repeat(64);
const load = (rateLimits?: string) =>
  loadConfig({
    env: { APP_KEY, ...(rateLimits === undefined ? {} : { RATE_LIMITS: rateLimits }) },
    argv: [],
    rootDir: '/nonexistent-cinedex-root',
  });

function problems(rateLimits: string): string[] {
  try {
    load(rateLimits);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('RATE_LIMITS', () => {
  it('defaults every strategy to its documented limit', () => {
    const { rateLimits } = load();
    expect(rateLimits).toEqual(defaultRateLimits());
    expect(rateLimits.registration).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(rateLimits.login).toEqual({ max: 5, windowMs: 60_000 });
    expect(Object.keys(rateLimits).sort()).toEqual(Object.keys(RATE_LIMIT_STRATEGIES).sort());
  });

  it('merges overrides over the defaults, field by field', () => {
    const { rateLimits } = load(
      JSON.stringify({
        registration: { max: 50, window: '1h' },
        login: { max: 20 },
        contact: { window: '30s' },
        plays: { window: 90_000 },
        pageVisits: { window: '2500' },
      }),
    );
    expect(rateLimits.registration).toEqual({ max: 50, windowMs: 3_600_000 });
    expect(rateLimits.login).toEqual({ max: 20, windowMs: 60_000 });
    expect(rateLimits.contact).toEqual({ max: 5, windowMs: 30_000 });
    expect(rateLimits.plays).toEqual({ max: 20, windowMs: 90_000 });
    expect(rateLimits.pageVisits).toEqual({ max: 60, windowMs: 2500 });
    expect(rateLimits.recaptcha).toEqual(defaultRateLimits().recaptcha);
  });

  it('names a bad window with the reason', () => {
    expect(problems('{"registration":{"window":"1 week"}}')).toEqual([
      expect.stringMatching(
        /^RATE_LIMITS: RATE_LIMITS\.registration\.window must be a duration such as "30s", "15m", "1h" or milliseconds/,
      ),
    ]);
    expect(problems('{"login":{"window":0}}')).toHaveLength(1);
  });

  it('names an unknown strategy and lists the known ones', () => {
    const [problem, ...rest] = problems('{"signup":{"max":50}}');
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^RATE_LIMITS: RATE_LIMITS names an unknown strategy "signup" \(known: /,
    );
    expect(problem).toContain('registration');
  });

  it('rejects bad maxima, unknown fields and text that is not a JSON object', () => {
    expect(problems('{"login":{"max":0}}')).toEqual([
      expect.stringMatching(/RATE_LIMITS\.login\.max must be a whole number of at least 1/),
    ]);
    expect(problems('{"login":{"max":2.5,"limit":3}}')).toHaveLength(2);
    expect(problems('{"verificationCodeResend":{"max":3}}')).toEqual([
      expect.stringMatching(/verificationCodeResend\.max must be 1/),
    ]);
    expect(problems('registration=50')).toEqual([
      expect.stringMatching(/^RATE_LIMITS: RATE_LIMITS must be JSON such as/),
    ]);
    expect(problems('[1]')).toEqual([expect.stringMatching(/must be a JSON object/)]);
  });
});

describe('parseWindow', () => {
  it('reads units and plain milliseconds', () => {
    expect(parseWindow('500ms')).toBe(500);
    expect(parseWindow('30s')).toBe(30_000);
    expect(parseWindow('15m')).toBe(900_000);
    expect(parseWindow('1h')).toBe(3_600_000);
    expect(parseWindow('1d')).toBe(86_400_000);
    expect(parseWindow('60000')).toBe(60_000);
    expect(parseWindow(60_000)).toBe(60_000);
  });

  it('refuses zero, negatives, fractions and other units', () => {
    for (const bad of ['0s', '-1m', '1.5h', '2w', '', 'soon', 0, -5, 1.5, null, true]) {
      expect(parseWindow(bad)).toBeNull();
    }
  });
});

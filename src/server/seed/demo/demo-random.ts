import type { Faker } from '@faker-js/faker';

/**
 * Every demo row is generated from fixed seeds and this fixed "now", so two seeds of an empty
 * database give identical rows. Faker is loaded only when seeding (not at every server start).
 */
export const DEMO_NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

export type { Faker };

/** FNV-1a of a seed name, so each seeder has its own stable stream. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The English faker, seeded for `name`; seeders run one after another, so one instance serves. */
export async function demoFaker(name: string): Promise<Faker> {
  const { faker } = await import('@faker-js/faker/locale/en');
  faker.seed(seedOf(name));
  faker.setDefaultRefDate(new Date(DEMO_NOW));
  return faker;
}

/** An ISO timestamp `days` (fractions allowed) before DEMO_NOW. */
export const isoDaysAgo = (days: number) =>
  new Date(DEMO_NOW - Math.round(days * 86_400_000)).toISOString();

/** YYYY-MM-DD of a UTC date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Adds days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/**
 * Picks an index in [0, n) with weight 1 / (i + 1)^skew: a few stars get many roles, most people
 * a handful.
 */
export function zipfIndex(faker: Faker, n: number, skew = 0.9): number {
  // Inverse of the continuous approximation of the Zipf CDF.
  const u = faker.number.float({ min: 0, max: 1 });
  if (skew === 1) return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1)) - 1));
  const a = 1 - skew;
  const total = ((n + 1) ** a - 1) / a;
  return Math.min(n - 1, Math.max(0, Math.floor((u * total * a + 1) ** (1 / a) - 1)));
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

export const round1 = (value: number) => Math.round(value * 10) / 10;

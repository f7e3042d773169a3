import type { Migration } from 'kysely';
import * as foundation from './2026_11_21_000001_foundation';
import * as accounts from './2026_11_21_000002_accounts';

/** Every migration in order. Migrations are frozen once landed: add a new file, never edit one. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_000001_foundation': foundation,
  '2026_11_21_000002_accounts': accounts,
};

import type { Generated } from 'kysely';

export interface SettingsTable {
  id: Generated<number>;
  /** Dotted name, e.g. 'registration.disable'. */
  name: string;
  /** JSON-encoded value. */
  value: string;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface SettingsTables {
  settings: SettingsTable;
}

import type { Generated } from 'kysely';

export interface LocalizationsTable {
  id: Generated<number>;
  name: string;
  /** Language code, e.g. 'fr'; unique. */
  language: string;
  created_at: string;
  updated_at: string;
}

export interface LocalizationLinesTable {
  id: Generated<number>;
  localization_id: number;
  /** The English message the line translates. */
  key: string;
  value: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface LocalizationTables {
  localizations: LocalizationsTable;
  localization_lines: LocalizationLinesTable;
}

import type { Generated } from 'kysely';

export interface TagsTable {
  id: Generated<number>;
  name: string;
  display_name: string | null;
  type: string;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface TagsTables {
  tags: TagsTable;
}

import type { Generated } from 'kysely';

export type FileEntryDisk = 'public' | 'uploads';

export interface FileEntriesTable {
  id: Generated<number>;
  name: string;
  file_name: string;
  path: Generated<string>;
  mime: string;
  extension: Generated<string>;
  type: string;
  /** bigint: PostgreSQL answers it as a string, the repository turns it into a number. */
  file_size: number | string;
  disk: Generated<FileEntryDisk>;
  parent_id: number | null;
  owner_id: number | null;
  workspace_id: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface UploadsTables {
  file_entries: FileEntriesTable;
}

import { z } from 'zod';
import { paginated } from './responses';

export const FILE_ENTRY_TYPES = [
  'folder',
  'image',
  'video',
  'audio',
  'text',
  'pdf',
  'spreadsheet',
  'document',
  'archive',
  'file',
] as const;
export type FileEntryType = (typeof FILE_ENTRY_TYPES)[number];

/** 'public': anyone may fetch it (catalogue images); 'uploads': private to its owner. */
export const FILE_ENTRY_DISKS = ['public', 'uploads'] as const;

/** A file entry as the API answers it (spec 3; issue 13's JSON). */
export const fileEntryRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string(),
  /** Where the bytes are served, relative to the site's base URL (no leading slash). */
  url: z.string(),
  file_size: z.number().int(),
  mime: z.string(),
  extension: z.string(),
  type: z.enum(FILE_ENTRY_TYPES),
  /** Ids from the root folder down to this entry, e.g. '12/40'. */
  path: z.string(),
  parent_id: z.number().int().nullable(),
  workspace_id: z.number().int(),
  disk: z.enum(FILE_ENTRY_DISKS),
  owner_id: z.number().int().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type FileEntryRecord = z.infer<typeof fileEntryRecord>;

/** `{fileEntry}`: what every upload path answers once the entry exists. */
export const fileEntryResponse = z.object({ fileEntry: fileEntryRecord });

/** `GET file-entries`: the pagination wrapper itself, as every list endpoint answers. */
export const fileEntryPage = paginated(fileEntryRecord);

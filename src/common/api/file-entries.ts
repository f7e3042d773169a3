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

// Direct-to-storage uploads (spec 7.8), S3 only: the request and answer of each s3/* call.

/** The extras of an upload (where it goes, the folder path it came from); more may be sent. */
export const uploadMetadata = z
  .looseObject({
    disk: z.enum(FILE_ENTRY_DISKS).optional(),
    parentId: z.union([z.number().int(), z.string(), z.null()]).optional(),
    workspaceId: z.union([z.number().int(), z.string(), z.null()]).optional(),
    relativePath: z.string().nullable().optional(),
  })
  .describe('disk, parentId, workspaceId, relativePath, and any other extras');

const fileSize = z.number().int().min(0).describe('Bytes');
/** The stored object: `files/<uuid>`, as s3/simple/presign and s3/multipart/create answer it. */
export const directUploadKey = z
  .string()
  .regex(/^files\/[0-9a-f-]{36}$/, 'This is not an upload key.')
  .describe('The object key the upload was issued');
const uploadId = z.string().min(1).max(1024).describe('The multipart upload id');
const partNumber = z.number().int().min(1).max(10_000);
const clientFileFields = {
  filename: z.string().trim().min(1).max(255).describe("The file's name"),
  mime: z.string().max(191).default('').describe("The browser's type for the file; may be empty"),
  size: fileSize,
  extension: z.string().max(32).default('').describe('Without the dot; may be empty'),
  metadata: uploadMetadata.optional(),
};

export const presignInput = z.strictObject({
  ...clientFileFields,
  disk: z.enum(FILE_ENTRY_DISKS).optional(),
});
/** Where the browser PUTs the file, sending Content-Type as the mime given (when not empty). */
export const presignedUpload = z.object({ url: z.string(), acl: z.string(), key: z.string() });

export const multipartCreateInput = z.strictObject(clientFileFields);
export const multipartUpload = z.object({ uploadId: z.string(), key: z.string() });

export const multipartTarget = z.strictObject({ key: directUploadKey, uploadId });
export const signPartsInput = z.strictObject({
  key: directUploadKey,
  uploadId,
  partNumbers: z.array(partNumber).min(1).max(10).describe('At most 10 at once'),
});
export const signedPartUrls = z.object({
  urls: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
});
export const uploadedParts = z.object({
  parts: z.array(z.object({ ETag: z.string(), PartNumber: z.number().int(), Size: z.number() })),
});
export const completeMultipartInput = z.strictObject({
  key: directUploadKey,
  uploadId,
  parts: z
    .array(z.object({ ETag: z.string().min(1), PartNumber: partNumber }))
    .min(1)
    .max(10_000),
});
export const multipartCompleted = z.object({ location: z.string().nullable() });

/** s3/entries: the object named by `filename` (the key's last segment) becomes an entry. */
export const directEntryInput = z.strictObject({
  filename: z.string().regex(/^[0-9a-f-]{36}$/, 'This is not an upload key.'),
  clientName: z.string().trim().min(1).max(255),
  clientMime: z.string().max(191).optional(),
  clientExtension: z.string().max(32).optional(),
  size: fileSize,
  metadata: uploadMetadata.optional(),
});

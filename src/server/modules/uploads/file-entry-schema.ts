import { z } from 'zod';
import { idValue, recordId } from '../../http/record-id';
import type { UploadTarget } from './file-entry-service';
import { uploadTargetInput, uploadTargetOf } from './upload-target-input';

const MAX_SELECTION = 1000;

export const fileEntryIdParams = z.object({ id: recordId('file entry id') });

/** Any name reaches the file route: one that is no entry's is 404, not a validation error. */
export const fileNameParams = z.object({ fileName: z.string() });

/** POST file-entries/delete (spec 7.8): by id, by url ('paths'), to the trash or for good. */
export const deleteFileEntriesInput = z
  .strictObject({
    entryIds: z
      .array(idValue('entry id'), { message: 'The entry ids must be a list of ids.' })
      .max(MAX_SELECTION, `Select at most ${MAX_SELECTION} files.`)
      .default([]),
    paths: z
      .array(z.string().max(2048, 'A path may not be longer than 2048 characters.'), {
        message: 'The paths must be a list of file urls.',
      })
      .max(MAX_SELECTION, `Select at most ${MAX_SELECTION} files.`)
      .default([]),
    deleteForever: z.boolean({ message: 'Delete forever must be true or false.' }).default(false),
  })
  .refine((input) => input.entryIds.length + input.paths.length > 0, {
    message: 'Select at least one file.',
    path: ['entryIds'],
  });

export const restoreFileEntriesInput = z.strictObject({
  entryIds: z
    .array(idValue('entry id'), { message: 'The entry ids must be a list of ids.' })
    .min(1, 'Select at least one file.')
    .max(MAX_SELECTION, `Select at most ${MAX_SELECTION} files.`),
});

const TARGET_FIELDS = ['relativePath', 'disk', 'parentId', 'workspaceId'] as const;

/** `metadata`: a JSON object, sent as text (Uppy) or as an application/json field. */
const metadataObject = z
  .union([z.string(), z.record(z.string(), z.unknown())], {
    message: 'The metadata must be a JSON object.',
  })
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = value.trim() ? JSON.parse(value) : {};
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // answered below
    }
    context.addIssue({ code: 'custom', message: 'The metadata must be a JSON object.' });
    return z.NEVER;
  });

const plainUploadFields = z.object({
  clientMime: z
    .string({ message: 'The client mime must be text.' })
    .trim()
    .max(191, 'The client mime may not be longer than 191 characters.')
    .optional(),
  clientExtension: z
    .string({ message: 'The client extension must be text.' })
    .trim()
    .max(32, 'The client extension may not be longer than 32 characters.')
    .transform((value) => value.replace(/^\./, '').toLowerCase())
    .optional(),
  metadata: metadataObject.optional(),
});

export interface PlainUploadFields {
  clientMime?: string;
  clientExtension?: string;
  target: UploadTarget;
}

/**
 * The text fields of a plain upload (spec 7.8): clientMime, clientExtension and the target
 * (relativePath, disk, parentId) from `metadata` or from fields of those names; fields win.
 * Other fields (Uppy sends the file's meta, such as name and type) are not read.
 */
export function readPlainUploadFields(
  fields: Record<string, unknown>,
  workspaceId: number,
): PlainUploadFields {
  const { clientMime, clientExtension, metadata = {} } = plainUploadFields.parse(fields);
  const given = Object.fromEntries(
    TARGET_FIELDS.flatMap((name) => {
      const value = fields[name] !== undefined ? fields[name] : metadata[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return {
    clientMime,
    clientExtension,
    target: uploadTargetOf(uploadTargetInput.parse(given), workspaceId),
  };
}

/** The multipart fields the route keeps; anything else is skipped unread. */
export const PLAIN_UPLOAD_FIELDS: ReadonlySet<string> = new Set([
  'clientMime',
  'clientExtension',
  'metadata',
  ...TARGET_FIELDS,
]);

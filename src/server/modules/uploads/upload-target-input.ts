import { z } from 'zod';
import { FILE_ENTRY_DISKS } from '@common/api/file-entries';
import { InvalidError } from '../../domain/errors';
import { zodErrorsToFields } from '../../http/validation';
import type { UploadTarget } from './file-entry-service';

const ID_MESSAGE = 'This must be a positive whole number.';

/** An id sent as a number, or as digits (tus metadata is text); empty and null mean none. */
const optionalId = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '' || value === 'null') return null;
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 0) {
      context.addIssue({ code: 'custom', message: ID_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/**
 * The extras of an upload's metadata that say where it goes (spec 7.8: relativePath, disk,
 * parentId, and the workspace), one schema for the plain, resumable and direct paths; other
 * extras pass.
 */
export const uploadTargetInput = z.looseObject({
  relativePath: z
    .string({ message: 'The relative path must be text.' })
    .max(1024, 'The relative path may not be longer than 1024 characters.')
    .nullish(),
  disk: z.enum(FILE_ENTRY_DISKS, { message: 'The disk must be public or uploads.' }).optional(),
  parentId: optionalId,
  workspaceId: optionalId,
});

export type UploadTargetInput = z.input<typeof uploadTargetInput>;

/** The target of a parsed metadata object; the request's workspaceId param when it names none. */
export function uploadTargetOf(
  input: z.output<typeof uploadTargetInput>,
  requestWorkspaceId: number,
): UploadTarget {
  return {
    disk: input.disk ?? 'uploads',
    parentId: input.parentId || null,
    workspaceId: input.workspaceId ?? requestWorkspaceId,
    relativePath: input.relativePath || null,
  };
}

/** The target of a request's `metadata` object; 422 on `metadata.<field>` when it is wrong. */
export function parseUploadTarget(
  metadata: Record<string, unknown> | undefined,
  requestWorkspaceId: number,
  overrides: Partial<Pick<UploadTarget, 'disk'>> = {},
): UploadTarget {
  const parsed = uploadTargetInput.safeParse(metadata ?? {});
  if (!parsed.success) {
    const fields = zodErrorsToFields(parsed.error);
    throw new InvalidError(
      Object.fromEntries(
        Object.entries(fields).map(([field, list]) => [`metadata.${field}`, list]),
      ),
    );
  }
  return { ...uploadTargetOf(parsed.data, requestWorkspaceId), ...definedOnly(overrides) };
}

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

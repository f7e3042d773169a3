import { getRestrictionValue, hasPermission } from '@common/permissions/permission-check';
import { bytesFromMegabytes } from '@common/uploads/upload-limits';
import {
  extensionOf,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  fillMessage,
  formatFileSize,
  restrictionError,
  type UploadCandidate,
  type UploadRestrictions,
} from '@common/uploads/upload-restrictions';
import { ForbiddenError, InvalidError, QuotaExceededError } from '../../domain/errors';
import type { Creator } from '../permissions';

/** Who uploads: a signed-in user with their permissions. */
export type Uploader = Creator;

export const UPLOAD_PERMISSION = 'files.create';
export const MANAGE_FILES_PERMISSION = 'files.update';
/** files.create's restriction: megabytes a user may keep. */
export const SPACE_RESTRICTION = 'space';

const subjectOf = (user: Uploader) => ({ user, guestRole: null });

/** Refuses an upload the rules forbid: 422 with spec 5's message on the 'file' field. */
export function assertAllowedFile(file: UploadCandidate, restrictions: UploadRestrictions): void {
  const error = restrictionError(file, restrictions);
  if (error) {
    const message = fillMessage(error);
    throw new InvalidError({ file: [message] }, message);
  }
}

/** 422 'This file type is not allowed' for a file whose bytes contradict its name. */
export function refuseDisguisedFile(): never {
  throw new InvalidError({ file: [FILE_TYPE_NOT_ALLOWED_MESSAGE] }, FILE_TYPE_NOT_ALLOWED_MESSAGE);
}

/** Longest entry name and extension the file_entries columns hold. */
const MAX_NAME_LENGTH = 255;
const MAX_EXTENSION_LENGTH = 32;

/** A file needs a name that fits its row: 422 on 'file' otherwise. */
export function assertFileName(name: string): void {
  if (!name.trim()) throw new InvalidError({ file: ['The file needs a name.'] });
  if (name.length > MAX_NAME_LENGTH) {
    throw new InvalidError({
      file: [`The file name may not be longer than ${MAX_NAME_LENGTH} characters.`],
    });
  }
}

/** The extension the client claims (or the name's); one too long to be real counts as none. */
export function claimedExtension(file: { name: string; extension?: string | null }): string {
  const extension = (file.extension || extensionOf(file.name)).toLowerCase();
  return extension.length <= MAX_EXTENSION_LENGTH ? extension : '';
}

export function assertMayUpload(user: Uploader): void {
  if (!hasPermission(subjectOf(user), UPLOAD_PERMISSION)) throw new ForbiddenError();
}

export function mayManageFiles(user: Uploader): boolean {
  return hasPermission(subjectOf(user), MANAGE_FILES_PERMISSION);
}

/**
 * The space quota (a files.create restriction in MB, per role): refuses when the user's files and
 * this one would pass it. Administrators and users without a restriction have no limit.
 */
export async function assertSpaceFor(
  user: Uploader,
  size: number,
  spaceUsed: () => Promise<number>,
): Promise<void> {
  const subject = subjectOf(user);
  if (hasPermission(subject, 'admin')) return;
  const megabytes = getRestrictionValue(subject, UPLOAD_PERMISSION, SPACE_RESTRICTION);
  if (megabytes === undefined) return;
  const limit = bytesFromMegabytes(megabytes);
  if ((await spaceUsed()) + size > limit) {
    throw new QuotaExceededError(
      `This upload would exceed your storage space of ${formatFileSize(limit)}.`,
    );
  }
}

/** Spec 5, 9: profile images are image/* files of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const INVALID_AVATAR_MESSAGE = 'Please select an image.';

/** The message to show for a file the client refuses, or null when it may be uploaded. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/') || file.size > AVATAR_MAX_BYTES) {
    return INVALID_AVATAR_MESSAGE;
  }
  return null;
}

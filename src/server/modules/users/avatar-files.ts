import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage';
import type { ImageExtension } from './image-type';

/** Names avatar files get: 32 random hex characters and a known image extension. */
export const AVATAR_FILE = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Where users.image points for an uploaded avatar, relative to the base URL. */
const PUBLIC_PREFIX = 'uploads/avatars/';
const keyOf = (file: string) => `avatars/${file}`;

/** An avatar's bytes, ready to be answered. */
export interface AvatarFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Avatar images in the app's file storage (local disk or S3) under `avatars/<file>`. Paths handed
 * out are relative ('uploads/avatars/<file>'); the client prefixes the base path.
 */
export class AvatarFiles {
  constructor(private readonly storage: FileStorage) {}

  /** Writes the bytes under a new random name and answers the relative path. */
  async save(data: Buffer, extension: ImageExtension): Promise<string> {
    const file = `${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(keyOf(file), data, { contentType: CONTENT_TYPES[extension] });
    return `${PUBLIC_PREFIX}${file}`;
  }

  /** Deletes a file this store handed out; anything else (absolute URLs, null) is left alone. */
  async remove(relativePath: string | null | undefined): Promise<void> {
    const file = relativePath?.startsWith(PUBLIC_PREFIX)
      ? relativePath.slice(PUBLIC_PREFIX.length)
      : null;
    if (file && AVATAR_FILE.test(file)) await this.storage.delete(keyOf(file));
  }

  /** The stored avatar, or null when the name is not one of ours or the file is gone. */
  async open(file: string): Promise<AvatarFile | null> {
    if (!AVATAR_FILE.test(file)) return null;
    const stored = await this.storage.stat(keyOf(file));
    const stream = stored && (await this.storage.read(keyOf(file)));
    if (!stored || !stream) return null;
    const extension = file.slice(file.lastIndexOf('.') + 1) as ImageExtension;
    return { stream, contentType: CONTENT_TYPES[extension], size: stored.size };
  }
}

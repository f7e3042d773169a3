import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type PublicUploadFolder = 'avatars';

/** Names this store gives files: 32 random hex characters and a known image extension. */
export const PUBLIC_UPLOAD_FILE = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export type PublicImageExtension = 'png' | 'jpg' | 'gif' | 'webp';

const CONTENT_TYPES: Record<PublicImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Publicly served uploads on local disk under `${storageDir}/uploads/<folder>/`. Paths handed out
 * are relative ('uploads/avatars/<file>'); the client prefixes the base path.
 */
export class PublicUploadStore {
  private readonly root: string;

  constructor(storageDir: string) {
    this.root = path.join(storageDir, 'uploads');
  }

  /** Writes the bytes under a new random name and answers the relative path. */
  async save(
    folder: PublicUploadFolder,
    data: Buffer,
    extension: PublicImageExtension,
  ): Promise<string> {
    const file = `${randomBytes(16).toString('hex')}.${extension}`;
    const directory = path.join(this.root, folder);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, file), data, { flag: 'wx' });
    return `uploads/${folder}/${file}`;
  }

  /** Deletes a file this store handed out; anything else (absolute URLs, null) is left alone. */
  async remove(relativePath: string | null | undefined): Promise<void> {
    const location = this.parse(relativePath);
    if (location) await rm(this.absolute(location.folder, location.file), { force: true });
  }

  /** The file on disk and its content type, or null when the name is not one of ours or is gone. */
  async find(
    folder: PublicUploadFolder,
    file: string,
  ): Promise<{ path: string; contentType: string; size: number } | null> {
    if (!PUBLIC_UPLOAD_FILE.test(file)) return null;
    const absolute = this.absolute(folder, file);
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) return null;
    const extension = file.slice(file.lastIndexOf('.') + 1) as PublicImageExtension;
    return { path: absolute, contentType: CONTENT_TYPES[extension]!, size: info.size };
  }

  private parse(relativePath: string | null | undefined) {
    const match = /^uploads\/(avatars)\/([^/]+)$/.exec(relativePath ?? '');
    if (!match || !PUBLIC_UPLOAD_FILE.test(match[2]!)) return null;
    return { folder: match[1] as PublicUploadFolder, file: match[2]! };
  }

  private absolute(folder: PublicUploadFolder, file: string): string {
    return path.join(this.root, folder, file);
  }
}

import type { Readable } from 'node:stream';

export type StorageDriver = 'local' | 's3';

/** What storage knows of an object: its size, an entity tag and when it was last written. */
export interface StoredObject {
  size: number;
  etag: string;
  lastModified: Date;
}

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface DownloadUrlOptions {
  /** The name the browser saves the file under. */
  fileName: string;
  contentType: string;
  /** 'attachment' for anything a browser could execute; 'inline' for media that only displays. */
  disposition: 'inline' | 'attachment';
  /** Seconds the URL stays valid. */
  expiresIn: number;
}

/**
 * Where uploaded bytes live, behind one interface: local disk (the default) or an S3-compatible
 * bucket. Keys are relative slash-separated paths such as `files/<uuid>` or `avatars/<name>`;
 * every module that keeps files goes through this, never through fs or the S3 client.
 */
export interface FileStorage {
  readonly driver: StorageDriver;
  /** Writes the object at key, replacing any object there. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** The object's bytes, or the given range of them; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The first `length` bytes (fewer when the object is shorter); null when missing. */
  readHead(key: string, length: number): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Moves an object to another key within this storage. */
  move(from: string, to: string): Promise<void>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL where the browser fetches the object straight from storage (S3), or null
   * when the server itself serves the bytes (local disk).
   */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string | null>;
}

/** A key must stay inside the storage root: relative, no `..`, no empty or dot segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { MemoryKvStore, type DataStore } from '@tus/server';
import type { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { S3Storage, S3StorageConfig } from '../../storage/s3-storage';
import { entryKey } from './file-entry-service';
import {
  abortMultipartUploads,
  deleteObjects,
  listMultipartUploads,
  listObjects,
} from './s3-direct-sweep';

/** An unfinished (or finished but never claimed) resumable upload is removed after a day. */
export const TUS_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A finished upload's bytes, now in file storage at `key` (already final when `fileName` is set). */
export interface HandedOver {
  key: string;
  fileName?: string;
}

/**
 * Where resumable uploads are kept while they arrive: a tus data store, and what this app needs
 * beyond the tus protocol (handing a finished upload to file storage, removing old ones).
 */
export interface TusStore {
  readonly datastore: DataStore;
  /** The data store's ids are the upload URL's id behind this prefix. */
  readonly prefix: string;
  /** Moves a finished upload's bytes into file storage and forgets the upload's own records. */
  handOver(id: string, fileName: string): Promise<HandedOver>;
  /** Removes the uploads started before the cutoff, finished or not; answers how many. */
  removeStartedBefore(cutoff: Date): Promise<number>;
}

/**
 * @tus/file-store makes its directory with an async mkdir whose failure is thrown from a callback,
 * out of any caller's reach: an app built and closed (its storage removed) before that callback
 * ran ended in an uncaught exception. This store makes the directory synchronously, when the app
 * is built. (The method is private in the typings only.)
 */
class EagerFileStore extends FileStore {}
Object.defineProperty(EagerFileStore.prototype, 'checkOrCreateDirectory', {
  value(this: { directory: string }) {
    mkdirSync(this.directory, { recursive: true });
  },
});

/** Local disk: files under STORAGE_PATH/tus (outside the served files), each with a .json beside it. */
export class LocalTusStore implements TusStore {
  readonly prefix = '';
  readonly datastore: FileStore;

  constructor(
    private readonly directory: string,
    private readonly storage: LocalDiskStorage,
  ) {
    this.datastore = new EagerFileStore({
      directory,
      expirationPeriodInMilliseconds: TUS_UPLOAD_EXPIRY_MS,
    });
  }

  /** Renamed straight to the entry's final key: no copy, ingest keeps it there. */
  async handOver(id: string, fileName: string): Promise<HandedOver> {
    const key = entryKey(fileName);
    const source = path.join(this.directory, id);
    const target = this.storage.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(source, target);
    } catch (error) {
      // STORAGE_PATH/tus and the storage root may be on different disks
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.storage.put(key, createReadStream(source));
      await rm(source, { force: true });
    }
    await this.datastore.configstore.delete(id);
    return { key, fileName };
  }

  async removeStartedBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const id of await this.datastore.configstore.list!()) {
      const upload = await this.datastore.configstore.get(id);
      if (!upload?.creation_date || new Date(upload.creation_date) >= cutoff) continue;
      // claimed by tus/entries meanwhile: nothing left to remove
      const gone = await this.datastore.remove(id).then(
        () => false,
        () => true,
      );
      if (!gone) removed++;
    }
    return removed;
  }
}

/**
 * S3: the same bucket under `tus/`. Each upload is a multipart upload completed on its last
 * chunk, with `<id>.info` (its metadata) and `<id>.part` (a chunk under S3's 5 MiB minimum)
 * beside it.
 */
export class S3TusStore implements TusStore {
  readonly prefix = 'tus/';
  readonly datastore: S3Store;
  /** The store's cache of each upload's .info, emptied here when this app removes one. */
  private readonly infoCache = new MemoryKvStore<MetadataValue>();

  constructor(
    config: S3StorageConfig,
    private readonly storage: S3Storage,
  ) {
    this.datastore = new S3Store({
      s3ClientConfig: {
        bucket: config.bucket,
        region: config.region,
        endpoint: config.endpoint ?? undefined,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials ?? undefined,
      },
      // Tags only serve bucket lifecycle rules, which the sweep replaces; some S3s lack them.
      useTags: false,
      expirationPeriodInMilliseconds: TUS_UPLOAD_EXPIRY_MS,
      cache: this.infoCache,
    });
  }

  /** The completed object stays where it is; ingest moves it to the entry's key. */
  async handOver(id: string): Promise<HandedOver> {
    await this.storage.delete(`${id}.info`);
    await this.infoCache.delete(id);
    return { key: id };
  }

  /**
   * An upload is as old as its .info, written when it was created (S3 emulators do not all date
   * multipart uploads right); bytes or a multipart upload without one, by their own date.
   */
  async removeStartedBefore(cutoff: Date): Promise<number> {
    const area = { client: this.storage.client, bucket: this.storage.bucket, prefix: this.prefix };
    const objects = await listObjects(area);
    const multipart = await listMultipartUploads(area);
    const idOf = (key: string) => key.replace(/\.(info|part)$/, '');
    const started = new Map<string, Date>();
    for (const object of objects.filter((o) => o.key.endsWith('.info'))) {
      started.set(idOf(object.key), object.lastModified);
    }
    for (const { key, lastModified } of [
      ...objects,
      ...multipart.map((upload) => ({ key: upload.key, lastModified: upload.initiated })),
    ]) {
      if (!started.has(idOf(key))) started.set(idOf(key), lastModified);
    }
    const expired = new Set([...started].filter(([, date]) => date < cutoff).map(([id]) => id));
    await abortMultipartUploads(
      area,
      multipart.filter((upload) => expired.has(upload.key)),
    );
    await deleteObjects(
      area,
      objects.filter((object) => expired.has(idOf(object.key))).map((object) => object.key),
    );
    for (const id of expired) await this.infoCache.delete(id);
    return expired.size;
  }
}

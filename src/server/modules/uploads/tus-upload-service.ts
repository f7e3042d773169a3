import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, Server, type ServerOptions, type Upload } from '@tus/server';
import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import { bytesFromMegabytes } from '@common/uploads/upload-limits';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { FileEntryService } from './file-entry-service';
import {
  parseTusMetadata,
  tusOwnerOf,
  tusStamp,
  tusStampedFile,
  type TusStamp,
} from './tus-metadata';
import type { TusStore } from './tus-stores';
import { TUS_LOCK_DRAIN_MS, TusUploadLocker, UPLOAD_LOCKED } from './tus-upload-locker';
import type { Uploader } from './upload-policy';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** What the route knows of a request before tus takes it over. */
export interface TusRequestContext {
  /** The data store id a HEAD, PATCH or DELETE addresses (checked to be the user's). */
  storeId?: string;
  /** Creation: what the server writes on the new upload (owner, target, the client's file). */
  stamp?: TusStamp;
  /** Where a failure that is not a tus answer is reported (the request's log). */
  onServerError(error: unknown): void;
}

/** The id in an upload's URL: 32 hex characters (128 random bits). */
export const TUS_UPLOAD_KEY = /^[0-9a-f]{32}$/;

const contexts = new WeakMap<IncomingMessage, TusRequestContext>();

function contextOf(req: TusRequest): TusRequestContext {
  // @tus/server runs on Node here: its request wraps the IncomingMessage the route handed it
  const raw = req.runtime?.node?.req as IncomingMessage | undefined;
  const context = raw && contexts.get(raw);
  if (!context) throw new Error('A tus request reached the server without its route.');
  return context;
}

const isTusError = (error: unknown): error is { status_code: number; body: string } =>
  typeof error === 'object' && error !== null && 'status_code' in error;

const GONE = 'This upload does not exist or has expired.';

export interface TusUploadServiceDeps {
  store: TusStore;
  fileEntries: FileEntryService;
  uploadSettings: () => Promise<UploadSettings>;
  /** The upload endpoint's path, base path included: the Location of new uploads is under it. */
  path: string;
  /** The site's origin, the one tus answers CORS headers for. */
  origin: string;
}

/**
 * Resumable uploads (tus 1.0, spec 7.8): @tus/server speaks the protocol; the routes check who
 * may do what before handing it a request, and `finish` turns a complete upload into an entry.
 */
export class TusUploadService {
  /** Shared with `finish`, so an upload is never claimed while a chunk is being written. */
  readonly locker = new TusUploadLocker();
  private readonly server: Server;

  constructor(private readonly deps: TusUploadServiceDeps) {
    const { store } = deps;
    this.server = new Server({
      path: deps.path,
      datastore: store.datastore,
      locker: this.locker,
      lockDrainTimeout: TUS_LOCK_DRAIN_MS,
      allowedOrigins: [deps.origin],
      maxSize: async () => bytesFromMegabytes((await deps.uploadSettings()).max_size_mb),
      namingFunction: () => `${store.prefix}${randomBytes(16).toString('hex')}`,
      generateUrl: (_req, { path, id }) => `${path}/${this.uploadKeyOf(id)}`,
      getFileIdFromRequest: (req) => contextOf(req).storeId,
      onUploadCreate: async (req, upload) => ({
        metadata: { ...upload.metadata, ...contextOf(req).stamp },
      }),
      onResponseError: (req, error) => {
        if (isTusError(error)) return undefined;
        contextOf(req).onServerError(error);
        return ERRORS.UNKNOWN_ERROR;
      },
    });
  }

  storeIdOf(uploadKey: string): string {
    return `${this.deps.store.prefix}${uploadKey}`;
  }

  private uploadKeyOf(storeId: string): string {
    return storeId.slice(this.deps.store.prefix.length);
  }

  /**
   * Creation, before any byte is read: resumable uploads are on, the size is announced, and the
   * rules, target and space allow the file. Answers what the new upload is stamped with.
   */
  async prepareCreation(
    user: Uploader,
    request: {
      uploadLength: string | undefined;
      metadata: string | undefined;
      workspaceId: number;
    },
  ): Promise<TusStamp> {
    if (!(await this.deps.uploadSettings()).resumable) {
      throw new NotFoundError('Resumable uploads are turned off on this site.');
    }
    const size = Number(request.uploadLength);
    if (!request.uploadLength || !Number.isSafeInteger(size) || size < 0) {
      throw new InvalidError({
        file: ['The file size must be sent in Upload-Length before the file.'],
      });
    }
    const client = parseTusMetadata(request.metadata, size, request.workspaceId);
    await this.deps.fileEntries.assertMayUpload(user, client.file, client.target);
    return tusStamp(user.id, client);
  }

  /** The upload behind a URL id, when it is the user's: 404 when there is none, 403 when not theirs. */
  async ownUpload(user: Uploader, uploadKey: string): Promise<{ storeId: string; upload: Upload }> {
    if (!TUS_UPLOAD_KEY.test(uploadKey)) throw new NotFoundError(GONE);
    const storeId = this.storeIdOf(uploadKey);
    let upload: Upload;
    try {
      upload = await this.deps.store.datastore.getUpload(storeId);
    } catch (error) {
      if (isTusError(error) && (error.status_code === 404 || error.status_code === 410)) {
        throw new NotFoundError(GONE);
      }
      throw error;
    }
    if (tusOwnerOf(upload) !== user.id) {
      throw new ForbiddenError('This upload was started by someone else.');
    }
    return { storeId, upload };
  }

  /** Lets @tus/server answer the request; the route has checked the user and the upload. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    context: TusRequestContext,
  ): Promise<void> {
    contexts.set(req, context);
    try {
      await this.server.handle(req, res);
    } finally {
      contexts.delete(req);
    }
  }

  /**
   * POST tus/entries: a complete upload of the user's becomes a file entry. The upload's bytes
   * and records leave the tus store whatever happens next: ingest keeps or deletes the bytes.
   */
  async finish(user: Uploader, uploadKey: string): Promise<FileEntryRecord> {
    if (!TUS_UPLOAD_KEY.test(uploadKey)) throw new NotFoundError(GONE);
    const claimed = await this.whileLocked(this.storeIdOf(uploadKey), async () => {
      const { storeId, upload } = await this.ownUpload(user, uploadKey);
      if (upload.size === undefined || upload.offset !== upload.size) {
        throw new InvalidError({ uploadKey: ['The upload is not complete yet.'] });
      }
      const handedOver = await this.deps.store.handOver(
        storeId,
        this.deps.fileEntries.newFileName(),
      );
      return { ...handedOver, ...tusStampedFile(upload) };
    });
    return this.deps.fileEntries.ingest(user, claimed);
  }

  /** Runs short work holding the upload's lock: 409 while a chunk is being written. */
  private async whileLocked<T>(storeId: string, work: () => Promise<T>): Promise<T> {
    const lock = this.locker.newLock(storeId);
    try {
      await lock.lock(new AbortController().signal, () => undefined);
    } catch (error) {
      if (error === UPLOAD_LOCKED) throw new ConflictError(UPLOAD_LOCKED.body.trim());
      throw error;
    }
    try {
      return await work();
    } finally {
      await lock.unlock();
    }
  }

  /** Removes uploads started before the cutoff (the scheduled clean-up); answers how many. */
  removeStartedBefore(cutoff: Date): Promise<number> {
    return this.deps.store.removeStartedBefore(cutoff);
  }
}

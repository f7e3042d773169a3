import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3ServiceException,
  UploadPartCommand,
  type Part,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { z } from 'zod';
import type {
  completeMultipartInput,
  directEntryInput,
  FileEntryRecord,
  multipartCreateInput,
  multipartTarget,
  presignInput,
  signPartsInput,
} from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { S3Storage } from '../../storage/s3-storage';
import { entryKey, type FileEntryService } from './file-entry-service';
import type { DirectUploadNames } from './s3-direct-keys';
import { abortMultipartUploads, listMultipartUploads } from './s3-direct-sweep';
import { parseUploadTarget } from './upload-target-input';
import type { Uploader } from './upload-policy';

/** A presigned single PUT is one request: it only has to start within this. */
export const SIMPLE_URL_EXPIRY_S = 15 * 60;
/** Part URLs are signed ten at a time, ahead of the parts that use them. */
export const PART_URL_EXPIRY_S = 60 * 60;
/** A multipart upload never completed is aborted after a day (the scheduled clean-up). */
export const MULTIPART_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** What the presigned PUT's object gets: files are private, served through signed URLs. */
export const DIRECT_UPLOAD_ACL = 'private';

type PresignInput = z.output<typeof presignInput>;
type MultipartCreateInput = z.output<typeof multipartCreateInput>;
type MultipartTarget = z.output<typeof multipartTarget>;
type SignPartsInput = z.output<typeof signPartsInput>;
type CompleteInput = z.output<typeof completeMultipartInput>;
type DirectEntryInput = z.output<typeof directEntryInput>;

const KEY_PREFIX = 'files/';
const UPLOAD_GONE = 'This upload does not exist or has been aborted.';

export interface S3DirectUploadDeps {
  /** The bucket, or null when files are kept on local disk (no direct uploads then). */
  storage: S3Storage | null;
  fileEntries: FileEntryService;
  uploadSettings: () => Promise<UploadSettings>;
  names: DirectUploadNames;
}

const s3ErrorName = (error: unknown) => (error instanceof S3ServiceException ? error.name : null);

/**
 * Direct-to-storage uploads (spec 7.8): the browser sends the bytes to the bucket through
 * presigned URLs, straight to the entry's final key (`files/<name>`), so creating the entry moves
 * nothing. Every call after the first proves the key was issued to the caller (DirectUploadNames).
 */
export class S3DirectUploadService {
  constructor(private readonly deps: S3DirectUploadDeps) {}

  /** s3/simple/presign: a URL the browser PUTs the whole file to. */
  async presign(user: Uploader, input: PresignInput, workspaceId: number) {
    const storage = await this.startable();
    const key = await this.issueKey(user, input, workspaceId, input.disk);
    const command = new PutObjectCommand({
      Bucket: storage.bucket,
      Key: key,
      ContentType: input.mime || undefined,
    });
    const url = await getSignedUrl(storage.client, command, { expiresIn: SIMPLE_URL_EXPIRY_S });
    return { url, acl: DIRECT_UPLOAD_ACL, key };
  }

  /** s3/multipart/create. */
  async createMultipart(user: Uploader, input: MultipartCreateInput, workspaceId: number) {
    const storage = await this.startable();
    const key = await this.issueKey(user, input, workspaceId);
    const created = await storage.client.send(
      new CreateMultipartUploadCommand({
        Bucket: storage.bucket,
        Key: key,
        ContentType: input.mime || undefined,
      }),
    );
    return { uploadId: created.UploadId!, key };
  }

  /** s3/multipart/batch-sign-part-urls: one presigned PUT per part number asked. */
  async signParts(user: Uploader, input: SignPartsInput) {
    const storage = this.available();
    this.assertIssuedTo(user, input.key);
    const urls = await Promise.all(
      [...new Set(input.partNumbers)].map(async (partNumber) => ({
        partNumber,
        url: await getSignedUrl(
          storage.client,
          new UploadPartCommand({
            Bucket: storage.bucket,
            Key: input.key,
            UploadId: input.uploadId,
            PartNumber: partNumber,
          }),
          { expiresIn: PART_URL_EXPIRY_S },
        ),
      })),
    );
    return { urls };
  }

  /** s3/multipart/get-uploaded-parts: what S3 holds already, so a resumed upload skips it. */
  async uploadedParts(user: Uploader, input: MultipartTarget) {
    const storage = this.available();
    this.assertIssuedTo(user, input.key);
    const parts: Part[] = [];
    let marker: string | undefined;
    try {
      for (;;) {
        const page = await storage.client.send(
          new ListPartsCommand({
            Bucket: storage.bucket,
            Key: input.key,
            UploadId: input.uploadId,
            PartNumberMarker: marker,
          }),
        );
        parts.push(...(page.Parts ?? []));
        if (!page.IsTruncated) break;
        marker = page.NextPartNumberMarker;
      }
    } catch (error) {
      throw s3ErrorName(error) === 'NoSuchUpload' ? new NotFoundError(UPLOAD_GONE) : error;
    }
    return {
      parts: parts.map((part) => ({
        ETag: part.ETag ?? '',
        PartNumber: part.PartNumber ?? 0,
        Size: part.Size ?? 0,
      })),
    };
  }

  /** s3/multipart/complete: S3 joins the parts into the object. */
  async complete(user: Uploader, input: CompleteInput) {
    const storage = this.available();
    this.assertIssuedTo(user, input.key);
    const parts = [...input.parts].sort((a, b) => a.PartNumber - b.PartNumber);
    try {
      const completed = await storage.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: storage.bucket,
          Key: input.key,
          UploadId: input.uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return { location: completed.Location ?? null };
    } catch (error) {
      const name = s3ErrorName(error);
      if (name === 'NoSuchUpload') throw new NotFoundError(UPLOAD_GONE);
      if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall') {
        throw new InvalidError({ parts: [(error as Error).message] });
      }
      throw error;
    }
  }

  /** s3/multipart/abort: the parts are dropped; aborting twice is no error. */
  async abort(user: Uploader, input: MultipartTarget): Promise<void> {
    const storage = this.available();
    this.assertIssuedTo(user, input.key);
    try {
      await storage.client.send(
        new AbortMultipartUploadCommand({
          Bucket: storage.bucket,
          Key: input.key,
          UploadId: input.uploadId,
        }),
      );
    } catch (error) {
      if (s3ErrorName(error) !== 'NoSuchUpload') throw error;
    }
  }

  /**
   * s3/entries: the object must be there with the announced size (HeadObject) before ingest
   * checks its bytes and writes the row; a wrong size removes it, as every refusal does.
   */
  async createEntry(
    user: Uploader,
    input: DirectEntryInput,
    workspaceId: number,
  ): Promise<FileEntryRecord> {
    const storage = this.available();
    const key = entryKey(input.filename);
    this.assertIssuedTo(user, key);
    const target = parseUploadTarget(input.metadata, workspaceId);
    const object = await storage.stat(key);
    if (!object) throw new InvalidError({ file: ['The uploaded file could not be found.'] });
    if (object.size !== input.size) {
      await storage.delete(key);
      throw new InvalidError({ size: ['The uploaded file is not the size that was announced.'] });
    }
    return this.deps.fileEntries.ingest(user, {
      key,
      fileName: input.filename,
      file: {
        name: input.clientName,
        size: input.size,
        mime: input.clientMime,
        extension: input.clientExtension,
      },
      target,
    });
  }

  /**
   * Aborts direct multipart uploads started before the cutoff; answers how many. Their age is
   * the one their key carries (S3 emulators do not all date multipart uploads right).
   */
  async abortStartedBefore(cutoff: Date): Promise<number> {
    const { storage, names } = this.deps;
    if (!storage) return 0;
    const area = { client: storage.client, bucket: storage.bucket, prefix: KEY_PREFIX };
    const stale = (await listMultipartUploads(area)).filter(
      (upload) =>
        (names.issuedAt(upload.key.slice(KEY_PREFIX.length)) ?? upload.initiated) < cutoff,
    );
    await abortMultipartUploads(area, stale);
    return stale.length;
  }

  /** The early check of a new upload, then a key only this user can use. */
  private async issueKey(
    user: Uploader,
    input: MultipartCreateInput,
    workspaceId: number,
    disk?: PresignInput['disk'],
  ): Promise<string> {
    const target = parseUploadTarget(input.metadata, workspaceId, { disk });
    await this.deps.fileEntries.assertMayUpload(
      user,
      { name: input.filename, size: input.size, mime: input.mime, extension: input.extension },
      target,
    );
    return entryKey(this.deps.names.issue(user.id));
  }

  private assertIssuedTo(user: Uploader, key: string): void {
    const fileName = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : '';
    if (!this.deps.names.isIssuedTo(user.id, fileName)) {
      throw new ForbiddenError('This upload was started by someone else.');
    }
  }

  private available(): S3Storage {
    if (!this.deps.storage) {
      throw new NotFoundError(
        'Direct uploads are not available: this site keeps its files on its own disk.',
      );
    }
    return this.deps.storage;
  }

  /** New direct uploads also need the setting on. */
  private async startable(): Promise<S3Storage> {
    const storage = this.available();
    if (!(await this.deps.uploadSettings()).direct_upload) {
      throw new NotFoundError('Direct uploads are turned off on this site.');
    }
    return storage;
  }
}

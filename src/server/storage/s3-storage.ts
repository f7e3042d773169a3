import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../config';
import {
  assertSafeKey,
  type ByteRange,
  type DownloadUrlOptions,
  type FileStorage,
  type StoredObject,
} from './file-storage';

export type S3StorageConfig = Extract<FileStorageConfig, { driver: 's3' }>;

/** The S3 client for a bucket config; shared by storage, direct uploads and the tus S3 store. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Content-Disposition with the name both ASCII-safe and exact (RFC 6266 filename*). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Objects in one S3-compatible bucket. */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  readonly bucket: string;

  constructor(
    readonly client: S3Client,
    config: S3StorageConfig,
  ) {
    this.bucket = config.bucket;
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string } = {}) {
    assertSafeKey(key);
    // lib-storage's Upload streams bodies of unknown length in parts (PutObject needs a length).
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
    }).done();
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readHead(key: string, length: number): Promise<Buffer | null> {
    const stats = await this.stat(key);
    if (!stats) return null;
    if (stats.size === 0) return Buffer.alloc(0);
    const stream = await this.read(key, { start: 0, end: Math.min(length, stats.size) - 1 });
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).subarray(0, length);
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    assertSafeKey(from);
    assertSafeKey(to);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
      }),
      { expiresIn: options.expiresIn },
    );
  }
}

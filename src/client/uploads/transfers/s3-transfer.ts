import AwsS3, { type AwsS3Part } from '@uppy/aws-s3';
import type { UppyFile } from '@uppy/core';
import {
  MULTIPART_FROM_BYTES,
  MULTIPART_PARALLEL_PARTS,
  multipartChunkSize,
} from '@common/uploads/upload-limits';
import { apiClient } from '@client/http/api-client';
import { multipartPartCount } from '../upload-method';
import { MULTIPART_RETRY_DELAYS_MS } from '../upload-retry';
import {
  fileFingerprint,
  forgetResumeState,
  readResumeState,
  saveResumeState,
  type MultipartResumeState,
} from '../resume-state';
import { PartUrlSigner, type SignedPartUrl } from './part-url-signer';
import { entryOf, type StartTransfer, uploadMetadata } from './transfer';
import { runUppy } from './uppy-transfer';

/** What S3 is told a file is when the browser does not know. */
const UNKNOWN_MIME = 'application/octet-stream';

interface PresignedUpload {
  url: string;
  acl?: string | null;
  key: string;
}

/** The object's own name, the last segment of its key ('files/<uuid>' → '<uuid>'). */
export function objectFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * Spec 7.8's direct uploads, straight from the browser to the bucket, the server only signing:
 * below 100 MB one presigned PUT (`s3/simple/presign`); from 100 MB a multipart upload
 * (`s3/multipart/*`: create, batch-sign-part-urls, get-uploaded-parts, complete, abort) of
 * 20 MiB parts, 5 in flight, each retried 3 times. Either way `s3/entries` then makes the entry.
 * A multipart upload keeps its uploadId and key in localStorage until it completes or is
 * aborted, so picking the same file after a reload resumes it (spec 4's multipart flow).
 */
export const startS3Transfer: StartTransfer = (job, events) => {
  const { name, size, extension } = job.upload;
  const mime = job.upload.mime || UNKNOWN_MIME;
  const metadata = uploadMetadata(job);
  const fingerprint = fileFingerprint(job.file);
  const signer = new PartUrlSigner(multipartPartCount(size));
  const controller = new AbortController();
  const { signal } = controller;
  let objectKey: string | null = null;

  const post = <T>(path: string, body: Record<string, unknown>, abortable = true) =>
    apiClient.post<T>(path, body, abortable ? { signal } : {});

  const run = runUppy<Record<string, unknown>>({
    job,
    events,
    meta: {},
    install(uppy) {
      uppy.use(AwsS3, {
        limit: MULTIPART_PARALLEL_PARTS,
        retryDelays: [...MULTIPART_RETRY_DELAYS_MS],
        shouldUseMultipart: (file: UppyFile<Record<string, unknown>, Record<string, unknown>>) =>
          (file.size ?? 0) >= MULTIPART_FROM_BYTES,
        getChunkSize: (file: { size: number }) => multipartChunkSize(file.size),

        async getUploadParameters() {
          const presigned = await post<PresignedUpload>('s3/simple/presign', {
            filename: name,
            mime,
            disk: job.disk,
            size,
            extension,
            metadata,
          });
          objectKey = presigned.key;
          return {
            method: 'PUT' as const,
            url: presigned.url,
            headers: {
              'Content-Type': mime,
              ...(presigned.acl ? { 'x-amz-acl': presigned.acl } : {}),
            },
          };
        },

        async createMultipartUpload() {
          const created = await post<MultipartResumeState>('s3/multipart/create', {
            filename: name,
            mime,
            size,
            extension,
            metadata,
          });
          objectKey = created.key;
          saveResumeState(fingerprint, { uploadId: created.uploadId, key: created.key });
          return { uploadId: created.uploadId, key: created.key };
        },

        async listParts(_file, { uploadId, key }) {
          try {
            const { parts } = await post<{ parts: AwsS3Part[] }>(
              's3/multipart/get-uploaded-parts',
              { key, uploadId },
            );
            return parts;
          } catch (error) {
            // The saved upload is gone (completed, aborted, expired): the next try starts afresh.
            forgetResumeState(fingerprint);
            throw error;
          }
        },

        async signPart(_file, { uploadId, key, partNumber }) {
          const url = await signer.urlFor(partNumber, async (partNumbers) => {
            const { urls } = await post<{ urls: SignedPartUrl[] }>(
              's3/multipart/batch-sign-part-urls',
              { partNumbers, uploadId, key },
            );
            return urls;
          });
          return { method: 'PUT' as const, url };
        },

        async completeMultipartUpload(_file, { uploadId, key, parts }) {
          await post('s3/multipart/complete', {
            key,
            uploadId,
            parts: parts.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })),
          });
          forgetResumeState(fingerprint);
          return {};
        },

        async abortMultipartUpload(_file, { uploadId, key }) {
          forgetResumeState(fingerprint);
          // Sent even when the upload was cancelled: it is the cleanup.
          await post('s3/multipart/abort', { key, uploadId }, false);
        },
      });
    },
    beforeUpload(uppy, fileId) {
      const saved = size >= MULTIPART_FROM_BYTES ? readResumeState(fingerprint) : null;
      if (!saved) return;
      objectKey = saved.key;
      uppy.setFileState(fileId, { s3Multipart: saved } as never);
    },
  });

  const done = run.done.then(async () => {
    if (!objectKey) throw new Error('The storage did not return the object key.');
    const body = await post<unknown>('s3/entries', {
      metadata,
      clientMime: mime,
      clientName: name,
      filename: objectFileName(objectKey),
      size,
      clientExtension: extension,
    });
    return entryOf(body);
  });

  return {
    done,
    cancel() {
      controller.abort();
      run.cancel();
    },
  };
};

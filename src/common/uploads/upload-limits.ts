/** Spec 4 and 9: how the client splits, retries and paces uploads. Shared with the server. */

const MiB = 1024 * 1024;

/** Uploads running at once, unless one of the running ones needs the line to itself. */
export const UPLOAD_CONCURRENCY = 3;
/** No progress for this long fails the upload with 'Upload timed out'. */
export const UPLOAD_STALL_TIMEOUT_MS = 30_000;

/** Resumable (tus) uploads are used from this size when the setting allows them. */
export const RESUMABLE_FROM_BYTES = 4 * MiB;
/** tus retry delays; a locked upload (423) is retried, other 4xx except 409 are not. */
export const TUS_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000];

/** Direct-to-storage uploads switch from one presigned PUT to multipart at this size. */
export const MULTIPART_FROM_BYTES = 100 * MiB;
export const MULTIPART_PREFERRED_CHUNK_BYTES = 20 * MiB;
/** S3's smallest part (except the last) and its most parts per upload. */
export const MULTIPART_MIN_CHUNK_BYTES = 5 * MiB;
export const MULTIPART_MAX_PARTS = 10_000;
export const MULTIPART_SIGN_BATCH = 10;
export const MULTIPART_PARALLEL_PARTS = 5;
export const MULTIPART_CHUNK_RETRIES = 3;

/** Part size of a direct multipart upload: 20 MiB, more when 10,000 parts would not hold the file. */
export function multipartChunkSize(fileSize: number): number {
  return Math.max(
    MULTIPART_PREFERRED_CHUNK_BYTES,
    MULTIPART_MIN_CHUNK_BYTES,
    Math.ceil(fileSize / MULTIPART_MAX_PARTS),
  );
}

export const bytesFromMegabytes = (megabytes: number) => Math.round(megabytes * MiB);

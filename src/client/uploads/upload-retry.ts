import { MULTIPART_CHUNK_RETRIES, TUS_RETRY_DELAYS_MS } from '@common/uploads/upload-limits';

export { TUS_RETRY_DELAYS_MS };

/**
 * Spec 8's resumable retry rule, by the failed request's status (null: no answer at all, a
 * network error): a locked upload (423) and an offset mismatch (409) are retried, any other 4xx
 * is not (the server will not change its mind); 5xx and network errors are.
 */
export function shouldRetryTusStatus(status: number | null): boolean {
  if (status === null) return true;
  if (status === 409 || status === 423) return true;
  return status < 400 || status >= 500;
}

/** Waits before each retry of a direct multipart chunk: one per retry, 3 retries (spec 9). */
export const MULTIPART_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 5000].slice(
  0,
  MULTIPART_CHUNK_RETRIES,
);

import Tus from '@uppy/tus';
import { apiClient, resolveUrl } from '@client/http/api-client';
import { tusChunkBytes } from '../upload-method';
import { UploadRefused } from '../upload-error-message';
import { shouldRetryTusStatus, TUS_RETRY_DELAYS_MS } from '../upload-retry';
import {
  entryOf,
  type StartTransfer,
  uploadMetadata,
  workspaceField,
  xsrfHeaders,
} from './transfer';
import { runUppy } from './uppy-transfer';

/** The tus upload's id on the server: the last segment of the URL its creation answered. */
export function tusUploadKey(uploadUrl: string): string {
  const path = uploadUrl.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** tus metadata values are strings; an absent folder or path is left out rather than 'null'. */
function tusMetadata(values: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * Spec 7.8's resumable upload: tus 1.0 at api/v1/tus/upload, chunks of the configured size, PATCH
 * sent as POST with X-HTTP-Method-Override; then `tus/entries {uploadKey}` makes the entry.
 * tus-js-client keeps the upload URL in localStorage, so a retry or a reload resumes from the
 * server's offset.
 */
export const startTusTransfer: StartTransfer = (job, events) => {
  const meta = tusMetadata({
    name: job.upload.name,
    clientName: job.upload.name,
    clientExtension: job.upload.extension,
    clientMime: job.upload.mime,
    clientSize: job.upload.size,
    ...uploadMetadata(job),
    ...workspaceField(),
  });
  const controller = new AbortController();
  // Uppy aborts the failed request before it reports the error, so its answer is kept here.
  let refusal: UploadRefused | null = null;
  const run = runUppy<Record<string, unknown>>({
    job,
    events,
    meta,
    install(uppy) {
      uppy.use(Tus, {
        endpoint: resolveUrl('tus/upload'),
        chunkSize: tusChunkBytes(job.settings),
        retryDelays: [...TUS_RETRY_DELAYS_MS],
        overridePatchMethod: true,
        removeFingerprintOnSuccess: true,
        headers: () => xsrfHeaders(),
        allowedMetaFields: Object.keys(meta),
        limit: 1,
        // Spec 8's rule decides; Uppy's own handling then paces the retry (offline, queue).
        onShouldRetry: (error, _attempt, _options, next) =>
          shouldRetryTusStatus(error?.originalResponse?.getStatus() ?? null) && next(error),
        onAfterResponse(_request, response) {
          const status = response.getStatus();
          refusal = status >= 400 ? new UploadRefused(status, response.getBody() ?? '') : null;
        },
      });
    },
  });
  const uploaded = run.done.catch((error: unknown) => {
    throw refusal ?? error;
  });
  const done = uploaded.then(async (file) => {
    const uploadUrl = file.uploadURL ?? file.response?.uploadURL;
    if (!uploadUrl) throw new Error('The server did not return the upload URL.');
    const body = await apiClient.post<unknown>(
      'tus/entries',
      { uploadKey: tusUploadKey(uploadUrl) },
      { signal: controller.signal },
    );
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

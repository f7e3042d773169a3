import XHRUpload from '@uppy/xhr-upload';
import { resolveUrl } from '@client/http/api-client';
import {
  entryOf,
  type StartTransfer,
  uploadMetadata,
  workspaceField,
  xsrfHeaders,
} from './transfer';
import { runUppy } from './uppy-transfer';

/**
 * Spec 7.8's plain upload: one multipart POST to file-entries with the file, clientMime,
 * clientExtension and the metadata JSON (relativePath, disk, parentId); it answers {fileEntry}.
 */
export const startPlainTransfer: StartTransfer = (job, events) => {
  const meta: Record<string, string> = {
    clientMime: job.upload.mime,
    clientExtension: job.upload.extension,
    metadata: JSON.stringify(uploadMetadata(job)),
    ...workspaceField(),
  };
  const run = runUppy<Record<string, unknown>>({
    job,
    events,
    meta,
    install(uppy) {
      uppy.use(XHRUpload, {
        endpoint: resolveUrl('file-entries'),
        method: 'POST',
        formData: true,
        fieldName: 'file',
        allowedMetaFields: Object.keys(meta),
        headers: () => ({ Accept: 'application/json', ...xsrfHeaders() }),
        limit: 1,
        // The queue's stall watchdog owns the 30 seconds rule.
        timeout: 0,
        // A POST creates an entry: only a request that never reached the server is sent again.
        shouldRetry: (xhr) => xhr.status === 0,
      });
    },
  });
  return {
    done: run.done.then((file) => entryOf(file.response?.body)),
    cancel: run.cancel,
  };
};

import { useRef, useState } from 'react';
import { useUploadQueue, type ClientUpload } from '@client/uploads';
import type { FileEntryRecord } from '@common/api/file-entries';
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds';

export interface FieldUploads {
  /** Sends the chosen files through the upload queue (only the first unless the kind takes many). */
  start(files: File[]): void;
  /** The last failure: spec 5's restriction message, or the server's. */
  error: string | null;
  /** This field's uploads still pending or running, for its progress bars. */
  running: ClientUpload[];
}

/**
 * The upload queue as one form field uses it: the kind's narrower rules, public files (they are
 * shown on the site), and `onUploaded` once per finished entry, even after the form re-rendered.
 */
export function useFieldUploads(
  kind: UploadKind,
  onUploaded: (entry: FileEntryRecord) => void,
): FieldUploads {
  const queue = useUploadQueue();
  const [ids, setIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  const start = (files: File[]) => {
    const rules = UPLOAD_KINDS[kind];
    setError(null);
    const added = queue.add(rules.multiple ? files : files.slice(0, 1), {
      disk: 'public',
      restrictions: rules.restrictions,
      onComplete: (entry) => latestOnUploaded.current(entry),
      onFailed: (upload) => setError(upload.error),
    });
    const refused = added.find((upload) => upload.status === 'failed');
    if (refused) setError(refused.error);
    setIds((previous) => [...previous, ...added.map((upload) => upload.id)]);
  };

  const running = queue.uploads.filter(
    (upload) =>
      ids.includes(upload.id) && (upload.status === 'pending' || upload.status === 'inProgress'),
  );
  return { start, error, running };
}

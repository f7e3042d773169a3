import { useEffect, useRef, useState } from 'react';
import type { ClientUpload, UploadStatus } from '../upload-types';
import { type PanelMessage, uploadAnnouncement } from './upload-summary';

const statusesOf = (uploads: ClientUpload[]) =>
  new Map(uploads.map((upload) => [upload.id, upload.status]));

/**
 * The completions and failures since the last change, for the panel's live region: an upload
 * is announced once, when it reaches its end; those already ended when the panel mounts are not.
 */
export function useUploadAnnouncements(uploads: ClientUpload[]): PanelMessage[] {
  const previous = useRef<Map<string, UploadStatus> | null>(null);
  previous.current ??= statusesOf(uploads);
  const [announcements, setAnnouncements] = useState<PanelMessage[]>([]);

  useEffect(() => {
    const seen = previous.current ?? new Map<string, UploadStatus>();
    const fresh: PanelMessage[] = [];
    for (const upload of uploads) {
      if (seen.get(upload.id) !== upload.status) {
        const announcement = uploadAnnouncement(upload);
        if (announcement) fresh.push(announcement);
      }
    }
    previous.current = statusesOf(uploads);
    if (fresh.length > 0) setAnnouncements(fresh);
  }, [uploads]);

  return announcements;
}

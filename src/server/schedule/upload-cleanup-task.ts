import {
  MULTIPART_UPLOAD_EXPIRY_MS,
  TUS_UPLOAD_EXPIRY_MS,
  type S3DirectUploadService,
  type TusUploadService,
} from '../modules/uploads';
import type { ScheduledTask } from './scheduler';

const HOUR = 60 * 60 * 1000;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * uploads:clean — what an abandoned upload leaves behind: resumable uploads older than a day
 * (finished or not, never claimed by tus/entries) and direct multipart uploads never completed.
 */
export function uploadCleanupTask(uploads: {
  tusUploads: TusUploadService;
  directUploads: S3DirectUploadService;
}): ScheduledTask {
  return {
    name: 'uploads:clean',
    intervalMs: HOUR,
    async run({ now }) {
      const before = (age: number) => new Date(now.getTime() - age);
      const removed = await uploads.tusUploads.removeStartedBefore(before(TUS_UPLOAD_EXPIRY_MS));
      const aborted = await uploads.directUploads.abortStartedBefore(
        before(MULTIPART_UPLOAD_EXPIRY_MS),
      );
      return `Removed ${plural(removed, 'expired resumable upload')}; aborted ${plural(aborted, 'abandoned multipart upload')}.`;
    },
  };
}

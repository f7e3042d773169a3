/**
 * Uploads on the client (issue 13): one queue following spec 4 and 9, Uppy 5 underneath (tus,
 * direct to S3, plain), and the progress panel. The public pages never import this: the admin
 * does, and Uppy itself loads with the first upload.
 */
export type { ClientUpload, UploadMethod, UploadOptions, UploadStatus } from './upload-types';
export { useUploadQueue, type UploadQueue } from './use-upload-queue';
export { UploadProgressPanel } from './progress-panel/upload-progress-panel';
export { UploadQueueProvider } from './upload-queue-provider';

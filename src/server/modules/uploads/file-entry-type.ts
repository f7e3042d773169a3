import type { FileEntryType } from '@common/api/file-entries';

const SPREADSHEETS = new Set([
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);
const DOCUMENTS = new Set([
  'application/msword',
  'application/rtf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/epub+zip',
]);
const ARCHIVES = new Set([
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/x-bzip2',
  'application/x-xz',
  'application/zstd',
]);

/** The entry's type from its (sniffed) mime: what icon and preview the file manager shows. */
export function fileEntryTypeOf(mime: string): FileEntryType {
  if (SPREADSHEETS.has(mime)) return 'spreadsheet';
  if (DOCUMENTS.has(mime)) return 'document';
  if (ARCHIVES.has(mime)) return 'archive';
  if (mime === 'application/pdf') return 'pdf';
  const group = mime.slice(0, mime.indexOf('/'));
  if (group === 'image' || group === 'video' || group === 'audio' || group === 'text') return group;
  return 'file';
}

/** Types shown in the page (images, media, PDF, plain text); everything else is downloaded. */
const INLINE_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

export function servedInline(mime: string): boolean {
  return (
    INLINE_IMAGES.has(mime) ||
    mime.startsWith('video/') ||
    mime.startsWith('audio/') ||
    mime === 'application/pdf' ||
    mime === 'text/plain'
  );
}

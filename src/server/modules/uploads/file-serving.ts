import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../http/etag';
import { HttpError, notFound } from '../../http/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { contentDisposition } from '../../storage/s3-storage';
import { entryKey } from './file-entry-service';
import type { FileEntryRow } from './file-entry-repository';
import { servedInline } from './file-entry-type';

/** Seconds a signed S3 download URL stays valid: enough to start (and seek) a video. */
export const SIGNED_URL_SECONDS = 300;

/** Public files may sit in caches for a day; private ones are revalidated every time. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';

/** Nothing from an upload ever runs as our page: no sniffing, no scripts, no same-origin. */
const SANDBOX_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

const dispositionOf = (row: FileEntryRow) => (servedInline(row.mime) ? 'inline' : 'attachment');

/**
 * Answers an entry's bytes. Local disk: streamed by @fastify/send (ETag, Last-Modified, ranges,
 * 304/206/416). S3: a redirect to a short-lived signed URL carrying the same type and disposition.
 * HTML, SVG, XML and scripts are never inline: only `servedInline` types display in the browser.
 */
export async function serveFileEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  row: FileEntryRow,
): Promise<FastifyReply> {
  const key = entryKey(row.file_name);
  if (!(storage instanceof LocalDiskStorage)) {
    const url = await storage.downloadUrl(key, {
      fileName: row.name,
      contentType: row.mime || 'application/octet-stream',
      disposition: dispositionOf(row),
      expiresIn: SIGNED_URL_SECONDS,
    });
    if (!url) throw notFound();
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  const file = storage.pathOf(key);
  const result = await send(request.raw, `/${path.basename(file)}`, {
    root: path.dirname(file),
    contentType: false,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });
  if (result.type === 'error' && result.statusCode === 404) throw notFound();
  if (result.type !== 'file' && result.statusCode >= 500) {
    throw new HttpError(result.statusCode, 'The file could not be read.');
  }
  reply.code(result.statusCode).headers(result.headers).headers(SANDBOX_HEADERS);
  if (result.type === 'file') {
    reply
      .header(
        'cache-control',
        row.disk === 'public' && row.deleted_at === null
          ? PUBLIC_CACHE_CONTROL
          : PRIVATE_CACHE_CONTROL,
      )
      .header('content-disposition', contentDisposition(dispositionOf(row), row.name));
    if (result.statusCode !== 304) {
      reply.header('content-type', row.mime || 'application/octet-stream');
    }
  }
  return reply.send(result.stream);
}

import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './test-client';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real, decodable 1x1 PNG: signature, IHDR, IDAT (zlib), IEND with correct CRCs. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Binary bytes no signature matches (they start with a NUL), of the given length. */
export function opaqueBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 131 + 7) % 256;
  bytes[0] = 0;
  return bytes;
}

export interface FormPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----cinedex${Date.now()}${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface PlainUpload {
  name: string;
  bytes: Buffer;
  type?: string;
  /** Sent as the `metadata` JSON field (spec 7.8). */
  metadata?: Record<string, unknown>;
  /** Other text fields, sent before the file. */
  fields?: Record<string, string>;
}

/** POST file-entries as Uppy's plain uploader sends it: the fields first, then the file. */
export function uploadFile(
  client: TestClient,
  upload: PlainUpload,
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = Object.entries(upload.fields ?? {}).map(([name, value]) => ({
    name,
    value,
  }));
  if (upload.metadata) parts.push({ name: 'metadata', value: JSON.stringify(upload.metadata) });
  parts.push({
    name: 'file',
    value: upload.bytes,
    filename: upload.name,
    type: upload.type ?? 'application/octet-stream',
  });
  return client.send('POST', '/api/v1/file-entries', multipartForm(parts));
}

/** Every file under a directory (relative paths), e.g. to prove nothing was left behind. */
export async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

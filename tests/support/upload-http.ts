import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './test-client';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no such object');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A PNG signature, header and image data chunk, `size` bytes in all: sniffed as image/png. */
export function pngBytes(size: number, seed = 1): Buffer {
  const header = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff610000ffff49444154',
    'hex',
  );
  const bytes = Buffer.alloc(Math.max(size, header.length));
  header.copy(bytes);
  let state = seed;
  for (let i = header.length; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state >> 16;
  }
  return bytes.subarray(0, size);
}

/** Listens on a free local port (tus and presigned uploads need real HTTP); answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A Buffer as a fetch body (a view, not a copy). */
export const bodyOf = (bytes: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);

export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export interface TusOptions {
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the browser's cookie (default true). */
  xsrf?: boolean;
}

/**
 * A tus 1.0 client over real HTTP with a TestClient's session cookies and XSRF token, as the
 * browser's tus client sends them.
 */
export class TusHttpClient {
  constructor(
    private readonly base: string,
    private readonly browser: TestClient,
  ) {}

  headers(options: TusOptions = {}): Record<string, string> {
    const headers: Record<string, string> = { 'tus-resumable': '1.0.0', ...options.headers };
    headers.cookie = [...this.browser.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const xsrf = this.browser.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  url(location: string): string {
    return new URL(location, this.base).toString();
  }

  /** POST creation; a `body` is sent with it (creation-with-upload). */
  create(
    size: number,
    metadata: Record<string, string>,
    options: TusOptions & { body?: Buffer } = {},
  ) {
    return fetch(this.url('/api/v1/tus/upload'), {
      method: 'POST',
      body: options.body ? bodyOf(options.body) : undefined,
      headers: this.headers({
        ...options,
        headers: {
          'upload-length': String(size),
          'upload-metadata': tusMetadata(metadata),
          ...options.headers,
        },
      }),
    });
  }

  /** Creates an upload and answers its absolute URL and key (the URL's last segment). */
  async start(size: number, metadata: Record<string, string>) {
    const response = await this.create(size, metadata);
    if (response.status !== 201) {
      throw new Error(`tus creation: ${response.status} ${await response.text()}`);
    }
    const url = this.url(response.headers.get('location')!);
    return { url, key: url.slice(url.lastIndexOf('/') + 1) };
  }

  head(url: string, options: TusOptions = {}) {
    return fetch(url, { method: 'HEAD', headers: this.headers(options) });
  }

  async offset(url: string): Promise<number> {
    const response = await this.head(url);
    if (response.status !== 200) throw new Error(`tus HEAD: ${response.status}`);
    return Number(response.headers.get('upload-offset'));
  }

  /** A chunk at `offset`; `override` sends it as the spec's client does: POST + override header. */
  patch(
    url: string,
    offset: number,
    chunk: Buffer,
    options: TusOptions & { override?: boolean } = {},
  ) {
    const headers = this.headers({
      ...options,
      headers: {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...(options.override ? { 'x-http-method-override': 'PATCH' } : {}),
        ...options.headers,
      },
    });
    return fetch(url, {
      method: options.override ? 'POST' : 'PATCH',
      headers,
      body: bodyOf(chunk),
    });
  }

  /**
   * A PATCH announcing the whole rest of the file whose connection is cut once `sent` bytes have
   * gone out, as a dropped network would.
   */
  async patchCut(url: string, offset: number, rest: Buffer, sent: number): Promise<void> {
    const headers = this.headers({
      headers: {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(rest.length),
      },
    });
    await new Promise<void>((resolve) => {
      const request = httpRequest(url, { method: 'PATCH', headers });
      request.on('error', () => resolve());
      request.write(rest.subarray(0, sent), () => {
        // let the server take in the bytes sent before the connection drops (what it has not
        // read from the request by then is lost with it, as on a real network)
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 1000);
      });
    });
  }
}

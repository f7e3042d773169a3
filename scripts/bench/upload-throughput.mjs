// Upload throughput on local disk (issue 13): one generated file sent as a plain upload
// (POST file-entries, multipart) and as a resumable one (tus, in chunks of the configured size, then
// tus/entries), beside a raw stream copy of the same bytes on the same disk as the ceiling.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const MB = 1_000_000;
/** What the spec's client sends when the setting is left alone (settings.uploading.chunk_size_mb). */
const DEFAULT_CHUNK_MB = 5;

/** Writes `megabytes` of random bytes to `file` (1 MB of randomness repeated: no disk cache tricks matter here). */
async function generateFile(file, megabytes) {
  const block = randomBytes(MB);
  const out = createWriteStream(file);
  for (let i = 0; i < megabytes; i++) {
    if (!out.write(block)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

/** A browser-like session: cookies kept, the XSRF cookie echoed in X-XSRF-TOKEN. */
export class Session {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  headers(extra = {}) {
    const headers = { ...extra };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  async fetch(pathOrUrl, init = {}) {
    const response = await fetch(new URL(pathOrUrl, this.base), {
      ...init,
      headers: this.headers(init.headers),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      this.cookies.set(name, pair.slice(name.length + 1));
    }
    return response;
  }

  async signIn(email, password) {
    await this.fetch('/api/v1/health');
    const response = await this.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  }
}

async function expectOk(response, what) {
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function rawCopy(source, target) {
  await pipeline(createReadStream(source), createWriteStream(target));
  await rm(target);
}

async function plainUpload(session, file) {
  const form = new FormData();
  form.set('file', await openAsBlob(file), 'bench.bin');
  form.set('clientMime', 'application/octet-stream');
  form.set('clientExtension', 'bin');
  await expectOk(
    await session.fetch('/api/v1/file-entries', { method: 'POST', body: form }),
    'POST file-entries',
  );
}

const base64 = (text) => Buffer.from(text).toString('base64');

async function tusUpload(session, file, chunkBytes) {
  const blob = await openAsBlob(file);
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await expectOk(
    await session.fetch('/api/v1/tus/upload', {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(blob.size),
        'upload-metadata': `name ${base64('bench.bin')},clientMime ${base64('application/octet-stream')},clientExtension ${base64('bin')}`,
      },
    }),
    'tus creation',
  );
  const url = created.headers.get('location');
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    await expectOk(
      await session.fetch(url, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: blob.slice(offset, Math.min(offset + chunkBytes, blob.size)),
      }),
      'tus PATCH',
    );
  }
  await expectOk(
    await session.fetch('/api/v1/tus/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: url.slice(url.lastIndexOf('/') + 1) }),
    }),
    'tus/entries',
  );
}

async function timed(run) {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures each method `runs` times with a file of `megabytes` MB under `directory` (the server's
 * disk) and answers one row per method: MB/s (median run) and its ratio to the raw copy.
 */
export async function uploadThroughput(base, { email, password, directory, megabytes, runs, log }) {
  const source = path.join(directory, 'upload-bench.bin');
  await generateFile(source, megabytes);
  const bytes = (await stat(source)).size;
  const session = new Session(base);
  await session.signIn(email, password);
  const methods = [
    ['raw file copy (ceiling)', () => rawCopy(source, path.join(directory, 'upload-bench.copy'))],
    ['plain (POST file-entries)', () => plainUpload(session, source)],
    [
      `tus (${DEFAULT_CHUNK_MB} MB chunks)`,
      () => tusUpload(session, source, DEFAULT_CHUNK_MB * MB),
    ],
  ];
  const rows = [];
  for (const [name, run] of methods) {
    log(`upload throughput: ${name}, ${megabytes} MB × ${runs}`);
    const seconds = [];
    let error = null;
    for (let i = 0; i < runs && !error; i++) {
      try {
        seconds.push(await timed(run));
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
    }
    const time = error ? null : median(seconds);
    rows.push({
      name,
      megabytes: bytes / MB,
      seconds: time === null ? null : Math.round(time * 1000) / 1000,
      megabytesPerSecond: time === null ? null : Math.round((bytes / MB / time) * 10) / 10,
      error,
    });
  }
  const ceiling = rows[0].megabytesPerSecond;
  for (const row of rows) {
    row.ratioToCeiling =
      row.megabytesPerSecond === null || !ceiling
        ? null
        : Math.round((row.megabytesPerSecond / ceiling) * 100) / 100;
  }
  await rm(source, { force: true });
  return rows;
}

import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A fresh temporary folder for the files one test uploads. */
export function sampleFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'cinedex-e2e-files-'));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (what the server's type sniffing expects) of one colour, `size` pixels square. */
export function writePng(folder: string, name: string, size = 240): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([200, 40, 90]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const file = path.join(folder, name);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
  return file;
}

export function writeText(folder: string, name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

/** A zero-filled file of `bytes` (sparse on disk, so a 100 MB one costs nothing to make). */
export function writeZeros(folder: string, name: string, bytes: number): string {
  const file = path.join(folder, name);
  writeFileSync(file, '');
  truncateSync(file, bytes);
  return file;
}

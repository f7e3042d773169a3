// Writes .br and .gz beside the built client's text assets, served by @fastify/static (preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);

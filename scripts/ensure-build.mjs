// `npm start` builds first when the build is missing or older than the sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/client/index.html', 'dist/server/main.js', 'dist/server/cli.js'];
const sources = ['src', 'index.html', 'public', 'package-lock.json', 'vite.config.ts'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    0,
  );
}

const missing = outputs.some((file) => !existsSync(file));
const builtAt = missing ? 0 : Math.min(...outputs.map((file) => statSync(file).mtimeMs));
const stale = !missing && sources.some((source) => newestMtime(source) > builtAt);

if (missing || stale) {
  console.log(
    missing ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

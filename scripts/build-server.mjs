// Bundles the server into dist/server/main.js; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('built dist/server/main.js and dist/server/cli.js');

// Bundles the server into dist/server/main.js; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';

/**
 * The server renders public pages with the client's routes (src/client/ssr); the admin is
 * rendered by the browser only, so its route module (and react-admin) stay out of the bundle.
 */
const browserOnlyAdmin = {
  name: 'browser-only-admin',
  setup(builder) {
    builder.onResolve({ filter: /\/admin\/admin-route$/ }, () => ({
      path: 'admin-route',
      namespace: 'browser-only',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
      contents: 'export const Component = () => null;',
      loader: 'js',
    }));
  },
};

await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  // The page renderer (React, MUI) is a chunk of its own, imported on the first page served:
  // the process has chosen its mode (NODE_ENV, read by those packages as they load) by then,
  // and API-only work never loads it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  plugins: [browserOnlyAdmin],
});
console.log('built dist/server/main.js and dist/server/cli.js');

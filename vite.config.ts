import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export const aliases = {
  '@common': src('common'),
  '@client': src('client'),
  '@server': src('server'),
};

/**
 * react-router's package points every condition at its development build; the production
 * build leaves out the dev-only checks and warnings (smaller, faster to evaluate).
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
// both entry points, so they share one copy of the router's modules (and its contexts)
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

// Built with a relative base: the server writes the real base path into index.html at
// request time, so one build serves under any BASE_PATH.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/',
  plugins: [react()],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
    modulePreload: {
      // boot.ts imports the app after the first paint; the browser finds the app's own imports
      // when it parses it, without fifty <link> elements written into the painted page first
      resolveDependencies: (file, deps) => (/(^|\/)main-[^/]*\.js$/.test(file) ? [] : deps),
    },
  },
}));

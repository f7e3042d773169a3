import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        // One copy of react-router for react-router and react-router-dom, as in the browser build.
        resolve: {
          alias: aliases,
          conditions: ['module-sync', 'module', 'node', 'development|production'],
        },
        test: {
          name: 'unit',
          include: ['tests/unit/client/**/*.test.{ts,tsx}', 'tests/unit/site/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The admin screens' tests render whole react-admin pages, which take seconds when
          // both cores are busy; 5 s (the default) failed them on a loaded machine, not a bug.
          testTimeout: 15_000,
          setupFiles: ['tests/support/unit-setup.ts'],
          // Processed by Vite rather than loaded by Node, so that its tus-js-client can be the
          // browser build in jsdom (tests/unit/client/uploads/tus-uploads.test.ts).
          server: { deps: { inline: [/@uppy\/tus/] } },
        },
      },
      {
        // Server, shared and lint-rule code needs no DOM: setting jsdom up costs ~0.6 s a file.
        resolve: { alias: aliases },
        test: {
          name: 'unit-node',
          include: [
            'tests/unit/server/**/*.test.{ts,tsx}',
            'tests/unit/common/**/*.test.{ts,tsx}',
            'tests/unit/lint/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own database, so files can share a worker's
          // module graph: evaluating the server's imports once per worker instead of once per
          // file saves about half the suite's CPU time. Test helpers must not lean on
          // module-level state (counters, caches) starting fresh in each file.
          isolate: false,
        },
      },
    ],
  },
});

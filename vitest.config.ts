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
          include: ['tests/unit/**/*.test.{ts,tsx}'],
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
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Specs that change site-wide state other specs read, so nothing runs beside them. */
const EXCLUSIVE_SPECS = [
  'admin/registration-switch.spec.ts', // registration off
  'admin/files.spec.ts', // upload settings and the site logo
  'admin/reports.spec.ts', // forgets today's visits, then counts its own
  'admin/channels.spec.ts', // the homepage's rows
  'admin/editorial.spec.ts', // the title pages' ad slot
  'admin/plans.spec.ts', // the plans on /pricing and its save-up badge
  'workspaces/invitations.spec.ts', // notifications on, for everyone
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // the longest journeys (two-factor, tokens and deletion) take 20-30 s with two specs at once
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Spec files run two at a time against the one server; those that change what every page
  // shows (site settings, the homepage, ads, today's report counts) run afterwards, alone.
  workers: 2,
  projects: [
    { name: 'shared', testIgnore: EXCLUSIVE_SPECS },
    { name: 'exclusive', testMatch: EXCLUSIVE_SPECS, dependencies: ['shared'], workers: 1 },
  ],
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

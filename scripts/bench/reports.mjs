// The admin reports over a year (issue 15 item 6): GET /api/v1/admin/reports/{insights, plays,
// visitors} for the 366 days up to today, signed in as the administrator, on a database holding
// `npm run seed:report-events`' 1M visits and 250k plays (rolled up, as the nightly task leaves
// them). The first request after the seed is timed apart: it rolls up nothing but reads the
// roll-ups cold. Requests go one at a time on loopback; the target is the median under 500 ms.
import { spawn } from 'node:child_process';
import { Session } from './upload-throughput.mjs';

export const REPORTS_TARGET_MS = 500;
const REPORTS = ['insights', 'plays', 'visitors'];
const DAY_MS = 86_400_000;

/** Runs `npm run seed:report-events -- --database <file>`, echoing its output; answers its JSON summary. */
export async function seedReportEvents(database, { onStart } = {}) {
  const child = spawn(
    'npm',
    ['run', '--silent', 'seed:report-events', '--', '--database', database],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  onStart?.(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed:report-events failed with exit code ${code}`);
  const last = output
    .trim()
    .split('\n')
    .reverse()
    .find((line) => line.trim().startsWith('{'));
  return last ? JSON.parse(last) : null;
}

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/**
 * Times of each report over the last 366 days: the first request, then `runs` more.
 * @returns {Promise<Array<{name: string, path: string, firstMs: number, medianMs: number, maxMs: number, visits: number}>>}
 */
export async function reportTimings(base, { email, password, runs = 5, log }) {
  const session = new Session(base);
  await session.signIn(email, password);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 365 * DAY_MS).toISOString().slice(0, 10);
  const results = [];
  for (const name of REPORTS) {
    const path = `/api/v1/admin/reports/${name}?from=${from}&to=${to}`;
    log?.(`report: ${name}`);
    const times = [];
    let visits = 0;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const response = await session.fetch(path);
      const body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      visits = body.kpis.visits?.value ?? body.kpis.plays.value;
    }
    const [first, ...rest] = times;
    rest.sort((a, b) => a - b);
    results.push({
      name,
      path,
      firstMs: round(first),
      medianMs: round(median(rest)),
      maxMs: round(rest.at(-1)),
      visits,
    });
  }
  return results;
}

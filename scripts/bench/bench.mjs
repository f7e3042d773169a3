// `npm run bench`: seeds the large data set into a temporary SQLite database, starts the built
// server on it and measures (issue 5): the title page API, a channel page, type-ahead search with
// a rare and with the most common word, and a plain JSON endpoint of the same server as the
// ceiling (autocannon, 32 connections); the admin titles list's first page per filter and order
// (issue 14, one request at a time); the admin reports over a year of events (issue 15); then the gzip size of the JavaScript the home, title and
// person pages load and their Lighthouse mobile performance scores (Debian's Chromium); and upload
// throughput on local disk (plain and tus, MB/s, beside a raw copy of the same file as the ceiling).
// Prints a table and writes bench-results/latest.json. Not part of `npm test`.
//
// Options: --database <file.sqlite>  use an existing database instead of seeding one
//          --source                  run the server from the sources (tsx) instead of dist/
//          --skip-browser            skip the JavaScript sizes and Lighthouse
//          --duration <s> (10)  --warmup <s> (3)  --connections <n> (32)
//          --lighthouse-runs <n> (1, the median is kept)   --keep (keep the temp folder)
//          --strict                  exit with 1 when a target is missed
//          --upload-mb <n> (200)  --upload-runs <n> (3, the median is kept)
//          --skip-uploads            skip the upload throughput
//          --uploads-only            only the upload throughput (no seeding, HTTP or browser)
//          --admin-only              only the admin titles list's first pages (no load, browser
//                                    or uploads)
//          --reports-only            only the admin reports over a year of 1M visits and 250k
//                                    plays (seed:report-events; no catalogue unless --database)
// Environment: BENCH_SEED_ARGS  extra arguments for `npm run seed:bench` (e.g. a smaller size)
//              CHROME_PATH      the browser (default /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ADMIN_LIST_TARGET_MS,
  adminListSamples,
  adminTitleListTimings,
} from './admin-titles-list.mjs';
import { javascriptSizes, lighthouseScores } from './browser-metrics.mjs';
import { REPORTS_TARGET_MS, reportTimings, seedReportEvents } from './reports.mjs';
import { uploadThroughput } from './upload-throughput.mjs';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    source: { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    'lighthouse-runs': { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'upload-mb': { type: 'string', default: '200' },
    'upload-runs': { type: 'string', default: '3' },
    'skip-uploads': { type: 'boolean', default: false },
    'uploads-only': { type: 'boolean', default: false },
    'admin-only': { type: 'boolean', default: false },
    'reports-only': { type: 'boolean', default: false },
  },
});

const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const LIGHTHOUSE_RUNS = Math.max(1, Number(options['lighthouse-runs']));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const UPLOADS_ONLY = options['uploads-only'];
const ADMIN_ONLY = options['admin-only'];
const REPORTS_ONLY = options['reports-only'];
/** Type-ahead requests as the navbar sends them (use-search-suggestions.ts SUGGEST_LIMIT). */
const SUGGEST_LIMIT = 5;
const TARGETS = {
  titleRatio: 0.5,
  titleP99Ms: 25,
  searchP99Ms: 50,
  /** The title page's JavaScript before it is interactive. */
  titleJsGzipBytes: 250 * 1000,
  lighthouseScore: 95,
};

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'cinedex-bench-'));
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

function cleanup() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (!options.keep) rmSync(tempDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

const log = (message) => console.log(`\n▶ ${message}`);

/** The server's first administrator: the benchmark signs in as them to upload. */
const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const storageDir = path.join(tempDir, 'storage');

/** Runs `npm run seed:bench -- --database <file>`, echoing its output; returns its JSON summary. */
async function seed(file) {
  const extra = (process.env.BENCH_SEED_ARGS ?? '').split(/\s+/).filter(Boolean);
  const args = ['run', '--silent', 'seed:bench', '--', '--database', file, ...extra];
  log(`npm ${args.join(' ')}`);
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed:bench failed with exit code ${code}`);
  const last = output
    .trim()
    .split('\n')
    .reverse()
    .find((line) => line.trim().startsWith('{'));
  try {
    return last ? JSON.parse(last) : { database: file };
  } catch {
    return { database: file };
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseFile, port) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${databaseFile}`,
    STORAGE_PATH: storageDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const args = options.source ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.js'];
  log(`starting the server: node ${args.join(' ')} on port ${port}`);
  const server = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/v1/health within 3 minutes');
}

/** Title ids to cycle through, the most popular title and person, and search words. */
async function sampleData(databaseFile) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // 5,000 random titles, most popular first (the order the Zipf traffic below leans on).
    const titleIds = db
      .prepare(
        'select id from (select id, popularity from titles order by random() limit 5000) order by popularity desc',
      )
      .pluck()
      .all();
    const topTitle = db
      .prepare('select id from titles order by popularity desc limit 1')
      .pluck()
      .get();
    const topPerson = db
      .prepare('select id from people order by popularity desc limit 1')
      .pluck()
      .get();
    const counts = new Map();
    for (const name of db.prepare('select name from titles').pluck().iterate()) {
      for (const token of String(name)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []) {
        if (token.length >= 3) counts.set(token, (counts.get(token) ?? 0) + 1);
      }
    }
    const sorted = [...counts.keys()].sort();
    let common = null;
    for (const [token, count] of counts) {
      if (!common || count > counts.get(common)) common = token;
    }
    // A word in one title only, and no other word starting with it (the search matches prefixes).
    const rare =
      sorted.find(
        (token, index) =>
          counts.get(token) === 1 &&
          token.length >= 5 &&
          /^\p{L}+$/u.test(token) &&
          !(sorted[index + 1] ?? '').startsWith(token) &&
          !(sorted[index - 1] && token.startsWith(sorted[index - 1])),
      ) ?? sorted[0];
    return {
      titleIds,
      topTitle,
      topPerson,
      words: { rare, rareCount: counts.get(rare), common, commonCount: counts.get(common) },
    };
  } finally {
    db.close();
  }
}

/**
 * The path of a page's canonical URL as its head names it (a title or person page without its
 * slug replaces its address in the browser, a second navigation a visitor following a link never
 * makes).
 */
async function canonicalPath(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`${path} names no canonical URL`);
  return new URL(href.replaceAll('&amp;', '&')).pathname;
}

/**
 * Catalogue traffic is heavily skewed: a few titles get most visits. `count` title paths drawn
 * from a Zipf distribution (s = 1) over the ids, most popular first, with a fixed seed.
 */
function zipfPaths(ids, count) {
  const weights = ids.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative = [];
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const r = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < r) low = mid + 1;
      else high = mid;
    }
    return `/api/v1/titles/${ids[low]}`;
  });
}

async function load(base, scenario, duration) {
  const { default: autocannon } = await import('autocannon');
  const paths = scenario.paths;
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
}

async function measure(base, scenarios) {
  const results = [];
  for (const scenario of scenarios) {
    log(`${scenario.name}: warm-up ${WARMUP}s, then ${DURATION}s at ${CONNECTIONS} connections`);
    const check = await fetch(`${base}${scenario.paths[0]}`);
    if (!check.ok) throw new Error(`${scenario.paths[0]} answered ${check.status}`);
    if (WARMUP > 0) await load(base, scenario, WARMUP);
    const result = await load(base, scenario, DURATION);
    results.push({
      name: scenario.name,
      path:
        scenario.paths.length > 1
          ? `${scenario.paths[0]} … (${scenario.paths.length} paths)`
          : scenario.paths[0],
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  const ceiling = results.find((result) => result.name === 'ceiling (health JSON)');
  for (const result of results) {
    result.ratioToCeiling =
      Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100;
  }
  return results;
}

function table(rows, columns) {
  const widths = columns.map(([title, get]) =>
    Math.max(title.length, ...rows.map((row) => String(get(row)).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [
    line(columns.map(([title]) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map(([, get]) => get(row)))),
  ].join('\n');
}

/** The catalogue's HTTP scenarios, JavaScript sizes, Lighthouse scores and their targets. */
async function catalogueMetrics(base, data) {
  const search = (word) => [
    `/api/v1/search?query=${encodeURIComponent(word)}&limit=${SUGGEST_LIMIT}`,
  ];
  const scenarios = [
    { name: 'ceiling (health JSON)', paths: ['/api/v1/health'] },
    { name: 'title page API', paths: zipfPaths(data.titleIds, 50_000) },
    {
      name: 'title page API, uniform (mostly uncached)',
      paths: data.titleIds.map((id) => `/api/v1/titles/${id}`),
    },
    { name: 'channel page API', paths: ['/api/v1/channels/movies'] },
    { name: `search, rare word "${data.words.rare}"`, paths: search(data.words.rare) },
    { name: `search, most common word "${data.words.common}"`, paths: search(data.words.common) },
  ];
  const http = await measure(base, scenarios);

  // each page at its canonical address, the one the site links to and the sitemap lists
  const pages = {
    home: '/',
    title: await canonicalPath(base, `/titles/${data.topTitle}`),
    person: await canonicalPath(base, `/people/${data.topPerson}`),
  };
  let javascript = null;
  let lighthouse = null;
  if (!options['skip-browser']) {
    log('JavaScript loaded by the home, title and person pages');
    javascript = await javascriptSizes(base, pages, CHROME_PATH);
    lighthouse = await lighthouseScores(base, pages, {
      chromePath: CHROME_PATH,
      runs: LIGHTHOUSE_RUNS,
      onStart: (child) => children.push(child),
    });
  }

  const byName = (prefix) => http.find((result) => result.name.startsWith(prefix));
  const title = byName('title page API');
  const searches = http.filter((result) => result.name.startsWith('search'));
  const targets = [
    {
      name: 'title page API req/s ≥ 0.5 × ceiling',
      value: title.ratioToCeiling,
      pass: title.ratioToCeiling >= TARGETS.titleRatio,
    },
    {
      name: `title page API p99 < ${TARGETS.titleP99Ms} ms`,
      value: title.p99Ms,
      pass: title.p99Ms < TARGETS.titleP99Ms,
    },
    ...searches.map((result) => ({
      name: `${result.name} p99 < ${TARGETS.searchP99Ms} ms`,
      value: result.p99Ms,
      pass: result.p99Ms < TARGETS.searchP99Ms,
    })),
    ...http
      .filter((result) => result.non2xx || result.errors)
      .map((result) => ({
        name: `${result.name}: every answer 2xx`,
        value: `${result.non2xx} non-2xx, ${result.errors} errors`,
        pass: false,
      })),
  ];
  if (javascript) {
    targets.push({
      name: `title page JavaScript before interactive ≤ ${TARGETS.titleJsGzipBytes / 1000} kB gzip`,
      value: `${(javascript.title.interactiveGzipBytes / 1000).toFixed(1)} kB`,
      pass: javascript.title.interactiveGzipBytes <= TARGETS.titleJsGzipBytes,
    });
  }
  if (lighthouse) {
    for (const [name, score] of Object.entries(lighthouse)) {
      targets.push({
        name: `Lighthouse mobile performance, ${name} page ≥ ${TARGETS.lighthouseScore}`,
        value: score.score,
        pass: score.score >= TARGETS.lighthouseScore,
      });
    }
  }

  return { http, javascript, lighthouse, targets };
}

async function main() {
  const started = new Date();
  const databaseFile = options.database
    ? path.resolve(options.database)
    : path.join(tempDir, 'bench.sqlite');
  const seedSummary =
    options.database || UPLOADS_ONLY || REPORTS_ONLY
      ? { database: databaseFile, seeded: false }
      : await seed(databaseFile);
  // the reports' events go into the catalogue's database (their top lists name its titles)
  const reportEvents =
    UPLOADS_ONLY || ADMIN_ONLY
      ? null
      : (log(`npm run seed:report-events -- --database ${databaseFile}`),
        await seedReportEvents(databaseFile, { onStart: (child) => children.push(child) }));
  if (!UPLOADS_ONLY && !existsSync(databaseFile)) throw new Error(`no database at ${databaseFile}`);

  if (!options.source) {
    log('node scripts/ensure-build.mjs');
    const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }

  const data = UPLOADS_ONLY || REPORTS_ONLY ? null : await sampleData(databaseFile);
  if (data) {
    console.log(
      `\n${data.titleIds.length} title ids sampled; search words: rare "${data.words.rare}" (${data.words.rareCount} title), most common "${data.words.common}" (${data.words.commonCount} titles)`,
    );
  }
  const base = await startServer(databaseFile, await freePort());
  const { http, javascript, lighthouse, targets } =
    data && !ADMIN_ONLY
      ? await catalogueMetrics(base, data)
      : { http: [], javascript: null, lighthouse: null, targets: [] };

  let adminList = null;
  if (data) {
    adminList = await adminTitleListTimings(base, {
      ...ADMIN,
      samples: await adminListSamples(databaseFile),
      words: data.words,
      log,
    });
    for (const row of adminList) {
      targets.push({
        name: `admin titles list, ${row.name}: every request < ${ADMIN_LIST_TARGET_MS} ms`,
        value: `${row.maxMs} ms`,
        pass: row.maxMs < ADMIN_LIST_TARGET_MS,
      });
    }
  }

  let reports = null;
  if (reportEvents) {
    reports = await reportTimings(base, { ...ADMIN, log });
    for (const row of reports) {
      targets.push({
        name: `${row.name} report over 366 days: median < ${REPORTS_TARGET_MS} ms`,
        value: `${row.medianMs} ms`,
        pass: row.medianMs < REPORTS_TARGET_MS,
      });
    }
  }

  let uploads = null;
  if (!options['skip-uploads'] && !ADMIN_ONLY && !REPORTS_ONLY) {
    uploads = await uploadThroughput(base, {
      ...ADMIN,
      directory: storageDir,
      megabytes: Number(options['upload-mb']),
      runs: Math.max(1, Number(options['upload-runs'])),
      log,
    });
    for (const row of uploads.filter((upload) => upload.error)) {
      targets.push({ name: `${row.name}: uploads succeed`, value: row.error, pass: false });
    }
  }

  if (http.length) {
    console.log('\nHTTP (autocannon, %d connections, %d s each)\n', CONNECTIONS, DURATION);
    console.log(
      table(http, [
        ['scenario', (r) => r.name],
        ['req/s', (r) => r.requestsPerSecond],
        ['p50 ms', (r) => r.p50Ms],
        ['p99 ms', (r) => r.p99Ms],
        ['× ceiling', (r) => r.ratioToCeiling.toFixed(2)],
        ['non-2xx', (r) => r.non2xx],
      ]),
    );
  }
  if (adminList) {
    console.log('\nAdmin titles list, first page (25 rows; 20 sequential requests after 3)\n');
    console.log(
      table(adminList, [
        ['scenario', (r) => r.name],
        ['total', (r) => r.total],
        ['p50 ms', (r) => r.p50Ms],
        ['p95 ms', (r) => r.p95Ms],
        ['max ms', (r) => r.maxMs],
      ]),
    );
  }
  if (reports) {
    console.log(
      '\nAdmin reports over 366 days (%d visits, %d plays; first request, then the median of 5)\n',
      reportEvents.visits,
      reportEvents.plays,
    );
    console.log(
      table(reports, [
        ['report', (r) => r.name],
        ['first ms', (r) => r.firstMs],
        ['median ms', (r) => r.medianMs],
        ['max ms', (r) => r.maxMs],
      ]),
    );
  }
  if (uploads) {
    console.log(
      '\nUploads on local disk (a %d MB file, median of %d runs)\n',
      Number(options['upload-mb']),
      Math.max(1, Number(options['upload-runs'])),
    );
    console.log(
      table(uploads, [
        ['method', (r) => r.name],
        ['MB/s', (r) => r.megabytesPerSecond ?? 'failed'],
        ['seconds', (r) => r.seconds ?? '-'],
        ['× ceiling', (r) => (r.ratioToCeiling === null ? '-' : r.ratioToCeiling.toFixed(2))],
      ]),
    );
  }
  if (javascript) {
    console.log('\nJavaScript loaded (gzip -9 per file, summed)\n');
    console.log(
      table(Object.entries(javascript), [
        ['page', ([name]) => name],
        ['path', ([, s]) => s.path],
        ['files', ([, s]) => s.files],
        ['raw kB', ([, s]) => (s.bytes / 1000).toFixed(1)],
        ['gzip kB', ([, s]) => (s.gzipBytes / 1000).toFixed(1)],
        ['before interactive', ([, s]) => (s.interactiveGzipBytes / 1000).toFixed(1)],
      ]),
    );
  }
  if (lighthouse) {
    console.log('\nLighthouse (mobile, performance)\n');
    console.log(
      table(Object.entries(lighthouse), [
        ['page', ([name]) => name],
        ['score', ([, s]) => s.score],
        ['FCP ms', ([, s]) => s.firstContentfulPaintMs],
        ['LCP ms', ([, s]) => s.largestContentfulPaintMs],
        ['TBT ms', ([, s]) => s.totalBlockingTimeMs],
        ['CLS', ([, s]) => s.cumulativeLayoutShift],
      ]),
    );
  }
  console.log('\nTargets\n');
  console.log(
    table(targets, [
      ['', (t) => (t.pass ? 'PASS' : 'FAIL')],
      ['target', (t) => t.name],
      ['value', (t) => t.value],
    ]),
  );

  const summary = {
    date: started.toISOString(),
    durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 1e9),
    },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP },
    database: seedSummary,
    words: data?.words ?? null,
    http,
    adminList,
    reportEvents,
    reports,
    uploads,
    javascript,
    lighthouse,
    targets,
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', `${JSON.stringify(summary, null, 2)}\n`);
  console.log('\nwrote bench-results/latest.json');
  if (options.strict && targets.some((target) => !target.pass)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  })
  .finally(() => {
    cleanup();
    // autocannon and the browser may leave handles open
    setTimeout(() => process.exit(process.exitCode ?? 0), 100);
  });

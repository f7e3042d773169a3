// The browser half of `npm run bench`: the JavaScript a page loads (gzipped) and its Lighthouse
// mobile performance score, both in Debian's Chromium (flags from /work/shared/STACK.md).
import { gzipSync } from 'node:zlib';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (message) => console.log(`\n▶ ${message}`);

/**
 * Notes when the app marks the page ready (`data-app-ready` on <html>, set once it has hydrated
 * the server's page and handles its events), in the page's own clock.
 */
function recordAppReady() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-app-ready')) return;
    window.__appReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

/**
 * The JavaScript each page loads, gzipped (level 9) per file and summed: all of it, and the part
 * requested before the page was interactive (the rest is what the app loads once idle).
 */
export async function javascriptSizes(base, pages, chromePath) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const sizes = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext();
      await context.addInitScript(recordAppReady);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'script' || type.includes('javascript')) {
          scripts.set(response.url(), response);
        }
      });
      const response = await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
      await page.waitForTimeout(500);
      const { readyAt, requestedAt } = await page.evaluate(() => ({
        readyAt: window.__appReadyAt ?? null,
        requestedAt: Object.fromEntries(
          performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
        ),
      }));
      if (readyAt === null) throw new Error(`${pagePath} never marked itself ready`);
      let gzip = 0;
      let raw = 0;
      let interactiveGzip = 0;
      const files = [];
      for (const [url, scriptResponse] of scripts) {
        const body = await scriptResponse.body();
        const size = gzipSync(body, { level: 9 }).length;
        const beforeInteractive = (requestedAt[url] ?? 0) < readyAt;
        gzip += size;
        raw += body.length;
        if (beforeInteractive) interactiveGzip += size;
        files.push({
          url: url.replace(base, ''),
          bytes: body.length,
          gzipBytes: size,
          beforeInteractive,
        });
      }
      sizes[name] = {
        path: pagePath,
        files: files.length,
        bytes: raw,
        gzipBytes: gzip,
        interactiveGzipBytes: interactiveGzip,
        scripts: files,
      };
      await context.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile performance score (default config: mobile, simulated throttling). */
export async function lighthouseScores(base, pages, { chromePath, runs: count, onStart }) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  onStart?.(chrome.process);
  try {
    const scores = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < count; run++) {
        log(`Lighthouse ${name} (${pagePath}) run ${run + 1}/${count}`);
        let result;
        // a trace Chrome failed to record (NO_NAVSTART and the like) says nothing of the page:
        // such a run is repeated, twice at most, and reported if it keeps failing
        for (let attempt = 0; attempt < 3; attempt++) {
          result = await lighthouse(`${base}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result.lhr.runtimeError) break;
        }
        const audits = result.lhr.audits;
        runs.push({
          // a run Lighthouse could not complete scores 0; say why
          ...(result.lhr.runtimeError
            ? { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` }
            : {}),
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          largestContentfulPaintMs: Math.round(
            audits['largest-contentful-paint']?.numericValue ?? 0,
          ),
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cumulativeLayoutShift:
            Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
        });
      }
      runs.sort((a, b) => a.score - b.score);
      scores[name] = {
        path: pagePath,
        ...runs[Math.floor(runs.length / 2)],
        runs: runs.map((r) => r.score),
      };
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

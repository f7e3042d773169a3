// The admin titles list (issue 14 item 4): the first page of /api/v1/admin/titles for the
// default order, each filter, a name search and a sort by name, signed in as the administrator.
// Requests are sent one at a time on loopback, so a request's time is the server's time plus
// well under a millisecond of HTTP; the target is every request under 300 ms.
import { Session } from './upload-throughput.mjs';

export const ADMIN_LIST_TARGET_MS = 300;
const PER_PAGE = 25;

/** Genre ids (the largest and the smallest genre) and the search words, from the database. */
export async function adminListSamples(databaseFile) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const genres = db
      .prepare('select genre_id as id, count(*) as n from genre_title group by genre_id order by n')
      .all();
    return { smallGenre: genres[0]?.id ?? 1, largeGenre: genres.at(-1)?.id ?? 1 };
  } finally {
    db.close();
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Times of the first page per scenario: `runs` sequential requests after `warmup` ones.
 * @returns {Promise<Array<{name: string, path: string, total: number, p50Ms: number, p95Ms: number, maxMs: number}>>}
 */
export async function adminTitleListTimings(
  base,
  { email, password, samples, words, runs = 20, warmup = 3, log },
) {
  const session = new Session(base);
  await session.signIn(email, password);
  const list = (query) =>
    `/api/v1/admin/titles?${new URLSearchParams({ page: '1', perPage: String(PER_PAGE), ...query })}`;
  const scenarios = [
    ['default order (updated_at desc)', {}],
    ['type = series', { type: 'series' }],
    ['genre (largest)', { genre: String(samples.largeGenre) }],
    ['genre (smallest)', { genre: String(samples.smallGenre) }],
    ['year 1990–1999', { yearFrom: '1990', yearTo: '1999' }],
    ['status = Ended', { status: 'Ended' }],
    ['language = fr', { language: 'fr' }],
    [`search "${words.rare}"`, { query: words.rare }],
    [`search "${words.common}"`, { query: words.common }],
    ['sort by name', { orderBy: 'name', orderDir: 'asc' }],
    ['sort by rating', { orderBy: 'rating', orderDir: 'desc' }],
    [
      'series + genre + years, by name',
      {
        type: 'series',
        genre: String(samples.largeGenre),
        yearFrom: '1960',
        orderBy: 'name',
        orderDir: 'asc',
      },
    ],
  ];
  const results = [];
  for (const [name, query] of scenarios) {
    const path = list(query);
    log?.(`admin titles list: ${name}`);
    let total = 0;
    const times = [];
    for (let i = 0; i < warmup + runs; i++) {
      const started = performance.now();
      const response = await session.fetch(path);
      const body = await response.json();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      total = body.total;
      if (i >= warmup) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 10) / 10;
    results.push({
      name,
      path,
      total,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times.at(-1)),
    });
  }
  return results;
}

// `npm run seed:report-events [-- --database <postgres://…|file.sqlite>] [--visits N --plays N --days N]`
// Fills the reports' raw events for the reports benchmark (issue 15): 1M visits and 250k plays
// by default over the year up to today, visitors, devices, browsers, countries, referrers and
// pages drawn with skew (Zipf over the catalogue's titles and people when it has any), in
// multi-row inserts inside transactions; then rolls every finished day up as the nightly task
// does. Replaces any events already there. The last line of output is JSON:
// {"database", "visits", "plays", "days", "seedSeconds", "rollUpSeconds"}.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';
import { addDays } from '../../src/server/domain/day-range';
import {
  ReportRepository,
  type NewReportEvent,
} from '../../src/server/modules/reports/report-repository';
import { ReportRollUps } from '../../src/server/modules/reports/report-roll-ups';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    visits: { type: 'string', default: '1000000' },
    plays: { type: 'string', default: '250000' },
    days: { type: 'string', default: '366' },
  },
});

const VISITS = Number(options.visits);
const PLAYS = Number(options.plays);
const DAYS = Number(options.days);
const BATCH = 1000;

const given = options.database ?? process.env.DATABASE_URL;
if (!given) {
  console.error('--database <postgres://…|file.sqlite> (or DATABASE_URL) is required');
  process.exit(1);
}
const config = /^postgres(ql)?:\/\//i.test(given)
  ? ({ dialect: 'postgres', url: given } as const)
  : ({ dialect: 'sqlite', file: given.replace(/^file:(\/\/)?/i, '') } as const);

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** An index in [0, n) drawn log-uniformly: Zipf-like skew, the first ones most often. */
const skewed = (n: number) => Math.min(n - 1, Math.floor(n ** random()) - 1);
const pick = <T>(items: readonly T[]) => items[skewed(items.length)]!;

const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;
const BROWSERS = [
  'Chrome',
  'Safari',
  'Firefox',
  'Microsoft Edge',
  'Samsung Internet for Android',
  'Opera',
];
const COUNTRIES = ['US', 'FR', 'GB', 'DE', 'CA', 'BR', 'IN', 'JP', 'ES', 'IT', 'NL', 'AU', ''];
const REFERRERS = [
  '',
  '',
  '',
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'reddit.com',
  't.co',
  'facebook.com',
];
const OTHER_PAGES = ['/', '/movies', '/series', '/news', '/search/the', '/lists/1', '/people'];

async function main(): Promise<void> {
  const started = performance.now();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const ids = async (table: 'titles' | 'people' | 'videos') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(20_000).execute()).map(
      (r) => r.id,
    );
  const titleIds = await ids('titles');
  const personIds = await ids('people');
  const videoIds = await ids('videos');
  const titles = titleIds.length ? titleIds : Array.from({ length: 20_000 }, (_, i) => i + 1);
  const people = personIds.length ? personIds : Array.from({ length: 20_000 }, (_, i) => i + 1);
  const videos = videoIds.length ? videoIds : Array.from({ length: 5_000 }, (_, i) => i + 1);

  await db.deleteFrom('report_events').execute();
  await db.deleteFrom('report_daily_totals').execute();
  await db.deleteFrom('report_rolled_days').execute();

  const today = new Date().toISOString().slice(0, 10);
  const first = addDays(today, 1 - DAYS);
  const event = (kind: 'visit' | 'play', index: number, total: number): NewReportEvent => {
    const day = addDays(first, Math.floor((index / total) * DAYS));
    const common = {
      kind,
      day,
      visitor: `v${Math.floor(random() * 1500)}-${day}`,
      device: pick(DEVICES),
      browser: pick(BROWSERS),
      country: pick(COUNTRIES),
      created_at: `${day}T12:00:00.000Z`,
    };
    if (kind === 'play') {
      const video = pick(videos);
      return {
        ...common,
        referrer: '',
        path: '',
        title_id: titles[video % titles.length]!,
        person_id: null,
        video_id: video,
      };
    }
    const roll = random();
    const title = roll < 0.6 ? pick(titles) : null;
    const person = roll >= 0.6 && roll < 0.8 ? pick(people) : null;
    const path = title
      ? `/titles/${title}/title-${title}`
      : person
        ? `/people/${person}/person-${person}`
        : pick(OTHER_PAGES);
    return {
      ...common,
      referrer: pick(REFERRERS),
      path,
      title_id: title,
      person_id: person,
      video_id: null,
    };
  };

  for (const [kind, total] of [
    ['visit', VISITS],
    ['play', PLAYS],
  ] as const) {
    for (let start = 0; start < total; start += BATCH * 50) {
      await db.transaction().execute(async (trx) => {
        for (let batch = start; batch < Math.min(total, start + BATCH * 50); batch += BATCH) {
          const rows = Array.from({ length: Math.min(BATCH, total - batch) }, (_, i) =>
            event(kind, batch + i, total),
          );
          await trx.insertInto('report_events').values(rows).execute();
        }
      });
      if (process.stdout.isTTY)
        process.stdout.write(`\r${kind}s: ${Math.min(total, start + BATCH * 50)}/${total}   `);
    }
    console.log(`\n${kind}s: ${total}`);
  }
  const seeded = performance.now();

  console.log('rolling up every finished day…');
  const rollUps = new ReportRollUps(new ReportRepository(db));
  await rollUps.rollUpMissing({ from: first, to: today }, today);
  const rolled = performance.now();
  await sql`analyze`.execute(db);
  await db.destroy();
  console.log(
    JSON.stringify({
      database: config.dialect === 'postgres' ? given!.replace(/:[^:@/]*@/, ':***@') : config.file,
      visits: VISITS,
      plays: PLAYS,
      days: DAYS,
      seedSeconds: Math.round((seeded - started) / 100) / 10,
      rollUpSeconds: Math.round((rolled - seeded) / 100) / 10,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

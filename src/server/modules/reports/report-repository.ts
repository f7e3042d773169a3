import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { DayRange } from '../../db/day-buckets';
import { toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import type { ReportEventKind, ReportEventsTable } from './reports-tables';

export type NewReportEvent = Insertable<ReportEventsTable>;

/**
 * What the roll-ups count per day and kind: the day's total ('' value) and each breakdown. The
 * expressions are fixed SQL over report_events' own columns (never input), the same for a
 * roll-up and for today's answer read from the raw events. A day keeps only its `keep` largest
 * pages, titles, people and videos: the long tail (a few visits each) would otherwise make a
 * year of roll-ups as long as the raw events, and a range's 10 largest are among each day's
 * largest all but always; totals and the other breakdowns stay exact.
 */
const DIMENSIONS = {
  total: { value: `''`, where: '1 = 1', keep: null },
  country: { value: 'country', where: '1 = 1', keep: null },
  device: { value: 'device', where: '1 = 1', keep: null },
  browser: { value: 'browser', where: '1 = 1', keep: null },
  referrer: { value: 'referrer', where: '1 = 1', keep: 100 },
  page: { value: 'path', where: `path <> ''`, keep: 100 },
  title: { value: 'cast(title_id as varchar(16))', where: 'title_id is not null', keep: 100 },
  person: { value: 'cast(person_id as varchar(16))', where: 'person_id is not null', keep: 100 },
  video: { value: 'cast(video_id as varchar(16))', where: 'video_id is not null', keep: 100 },
} as const;

export type ReportDimension = keyof typeof DIMENSIONS;

/** More values than a day can have in a dimension kept whole (countries, devices, browsers). */
const MAX_ROWS_PER_DAY = 1_000_000_000;

export interface DayTotal {
  date: string;
  count: number;
  visitors: number;
}

const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

/** The dimension's grouping after the day's (none for the day's total: PostgreSQL refuses grouping by a constant). */
const groupBy = (dimension: { value: string }) =>
  dimension.value === `''` ? '' : `, ${dimension.value}`;

/**
 * Raw events and their daily roll-ups. Finished days are read from the roll-ups only; days from
 * `today` on (not rolled yet) from the raw events, in the same query.
 */
export class ReportRepository extends Repository {
  /** One multi-row insert (the write-behind buffer's batch). */
  async insertEvents(rows: NewReportEvent[]): Promise<void> {
    if (!rows.length) return;
    await this.db.insertInto('report_events').values(rows).execute();
  }

  /** Counts one day again from its raw events (delete + insert; callers run it in a transaction). */
  async rollUpDay(day: string, now: string): Promise<void> {
    await this.db.deleteFrom('report_daily_totals').where('day', '=', day).execute();
    for (const [name, dimension] of Object.entries(DIMENSIONS)) {
      const counted = sql`
        select day, kind, ${raw(dimension.value)} as value, count(*) as n,
          count(distinct visitor) as visitors,
          row_number() over (partition by kind order by count(*) desc${raw(groupBy(dimension))}) as place
        from report_events
        where day = ${day} and ${raw(dimension.where)}
        group by day, kind${raw(groupBy(dimension))}
      `;
      await sql`
        insert into report_daily_totals (day, kind, dimension, value, count, visitors)
        select day, kind, ${name}, value, n, visitors from (${counted}) counted
        where place <= ${dimension.keep ?? MAX_ROWS_PER_DAY}
      `.execute(this.db);
    }
    await this.db.deleteFrom('report_rolled_days').where('day', '=', day).execute();
    await this.db.insertInto('report_rolled_days').values({ day, rolled_at: now }).execute();
  }

  /** Marks days without any event as rolled (nothing to count). */
  async markRolled(days: string[], now: string): Promise<void> {
    if (!days.length) return;
    await this.db
      .insertInto('report_rolled_days')
      .values(days.map((day) => ({ day, rolled_at: now })))
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
  }

  /** Which of the range's days are rolled up. */
  async rolledDays(range: DayRange): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('report_rolled_days')
      .select('day')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute();
    return new Set(rows.map((row) => row.day));
  }

  /** Which of these days have events (read on the day index). */
  async daysWithEvents(days: string[]): Promise<Set<string>> {
    if (!days.length) return new Set();
    const rows = await this.db
      .selectFrom('report_events')
      .select('day')
      .distinct()
      .where('day', 'in', days)
      .execute();
    return new Set(rows.map((row) => row.day));
  }

  /** Events and visitors per day of a kind (days without any left out). */
  async dailyTotals(kind: ReportEventKind, range: DayRange, today: string): Promise<DayTotal[]> {
    const { rows } = await sql<{ day: string; count: unknown; visitors: unknown }>`
      select day, count, visitors from report_daily_totals
      where kind = ${kind} and dimension = 'total'
        and day >= ${range.from} and day <= ${range.to} and day < ${today}
      union all
      select day, count(*) as count, count(distinct visitor) as visitors from report_events
      where kind = ${kind} and day >= ${range.from} and day <= ${range.to} and day >= ${today}
      group by day
    `.execute(this.db);
    return rows.map((row) => ({
      date: row.day,
      count: toCount(row.count as number),
      visitors: toCount(row.visitors as number),
    }));
  }

  /** A breakdown's largest values over the range (count, then value, for a stable order). */
  async breakdown(
    kind: ReportEventKind,
    name: ReportDimension,
    range: DayRange,
    today: string,
    limit: number,
  ): Promise<Array<{ value: string; count: number }>> {
    const dimension = DIMENSIONS[name];
    const { rows } = await sql<{ value: string; total: unknown }>`
      select value, sum(count) as total from (
        select value, count from report_daily_totals
        where kind = ${kind} and dimension = ${name}
          and day >= ${range.from} and day <= ${range.to} and day < ${today}
        union all
        select ${raw(dimension.value)} as value, count(*) as count from report_events
        where kind = ${kind} and day >= ${range.from} and day <= ${range.to} and day >= ${today}
          and ${raw(dimension.where)}
        group by day${raw(groupBy(dimension))}
      ) counted
      group by value
      order by total desc, value
      limit ${limit}
    `.execute(this.db);
    return rows.map((row) => ({ value: row.value, count: toCount(row.total as number) }));
  }
}

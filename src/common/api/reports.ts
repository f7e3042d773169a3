import { z } from 'zod';
import { dailyCount } from './insights';

/**
 * The admin reports API's answers (issue 15, spec 2.9 reports insights, plays and visitors):
 * GET admin/reports/{insights|plays|visitors}?from=YYYY-MM-DD&to=YYYY-MM-DD. `from` and `to`
 * (UTC days, both included) default to the 30 days up to today and span at most 366 days; every
 * answer also carries the previous period (as many days, ending the day before `from`) so each
 * figure can show its trend.
 */

/** A calendar range, both days included (YYYY-MM-DD, UTC). */
export const reportPeriod = z.object({ from: z.string(), to: z.string() });

/** A headline figure over the range and over the previous period. */
export const reportKpi = z.object({
  value: z.number().int(),
  previous: z.number().int(),
});

/**
 * One row of a breakdown, largest first. `value` is what the events carry: an ISO 3166 country
 * code ('' unknown), a device ('desktop' | 'mobile' | 'tablet' | 'other'), a browser name, a
 * referrer's host ('' direct), or a page path.
 */
export const breakdownRow = z.object({
  value: z.string(),
  count: z.number().int(),
});

/** A title or person among the most visited, with what a table row or chart label needs. */
export const topModel = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  count: z.number().int(),
});

export const topVideo = z.object({
  id: z.number().int(),
  name: z.string(),
  titleId: z.number().int().nullable(),
  titleName: z.string().nullable(),
  count: z.number().int(),
});

/** Every day of the range (or of the previous period), zeros included. */
const series = z.array(dailyCount);

const periods = { range: reportPeriod, previousRange: reportPeriod };

export const insightsReport = z.object({
  ...periods,
  kpis: z.object({
    visits: reportKpi,
    /** Visitors are counted per day (their id changes daily), so a range adds up each day's. */
    visitors: reportKpi,
    plays: reportKpi,
    members: reportKpi,
    reviews: reportKpi,
    comments: reportKpi,
  }),
  series: z.object({
    visits: series,
    previousVisits: series,
    plays: series,
    previousPlays: series,
  }),
  /** The 10 most visited titles and people (their pages' visits). */
  topTitles: z.array(topModel),
  topPeople: z.array(topModel),
});

export const playsReport = z.object({
  ...periods,
  kpis: z.object({ plays: reportKpi, viewers: reportKpi }),
  series: z.object({ plays: series, previousPlays: series }),
  /** The 10 most played videos. */
  topVideos: z.array(topVideo),
  devices: z.array(breakdownRow),
  browsers: z.array(breakdownRow),
});

export const visitorsReport = z.object({
  ...periods,
  kpis: z.object({ visits: reportKpi, visitors: reportKpi }),
  series: z.object({ visits: series, previousVisits: series, visitors: series }),
  /** Each breakdown holds its 10 largest rows. */
  countries: z.array(breakdownRow),
  devices: z.array(breakdownRow),
  browsers: z.array(breakdownRow),
  referrers: z.array(breakdownRow),
  pages: z.array(breakdownRow),
});

/** POST visits: a public page seen (the site's router sends one per navigation). */
export const visitInput = z.strictObject({
  /** The page's path, starting with '/', without the query string (at most 2000 characters). */
  path: z.string(),
  /** document.referrer on the first page of a visit; '' or absent otherwise. */
  referrer: z.string().optional(),
});

export type ReportPeriod = z.infer<typeof reportPeriod>;
export type ReportKpi = z.infer<typeof reportKpi>;
export type BreakdownRow = z.infer<typeof breakdownRow>;
export type TopModel = z.infer<typeof topModel>;
export type TopVideo = z.infer<typeof topVideo>;
export type InsightsReport = z.infer<typeof insightsReport>;
export type PlaysReport = z.infer<typeof playsReport>;
export type VisitorsReport = z.infer<typeof visitorsReport>;
export type VisitInput = z.infer<typeof visitInput>;

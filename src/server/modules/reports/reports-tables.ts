import type { Generated } from 'kysely';

export type ReportEventKind = 'visit' | 'play';

/** One page seen or video played (no raw IP: `visitor` is a keyed hash that changes daily). */
export interface ReportEventsTable {
  id: Generated<number>;
  kind: ReportEventKind;
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitor: string;
  device: string;
  browser: string;
  /** ISO 3166 alpha-2, '' unknown. */
  country: string;
  /** An external referrer's host, '' direct. */
  referrer: string;
  /** The page's path ('' for plays). */
  path: string;
  /** The title or person a page shows; for plays, the video's title. */
  title_id: number | null;
  person_id: number | null;
  video_id: number | null;
  created_at: string;
}

/** Finished days counted per kind × dimension × value ('total' with value '' for the day). */
export interface ReportDailyTotalsTable {
  day: string;
  kind: ReportEventKind;
  dimension: string;
  value: string;
  count: number;
  visitors: number;
}

/** The finished days already rolled up. */
export interface ReportRolledDaysTable {
  day: string;
  rolled_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ReportsTables {
  report_events: ReportEventsTable;
  report_daily_totals: ReportDailyTotalsTable;
  report_rolled_days: ReportRolledDaysTable;
}

import { z } from 'zod';

/** The admin insights API's answers (issue 14): visits and plays per day over a date range. */

export const dailyCount = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  count: z.number().int(),
});

export const insightsResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, zeros included; empty for a video (its watch page is not counted). */
  visits: z.array(dailyCount),
  /** Every day of the range, zeros included. */
  plays: z.array(dailyCount),
  totals: z.object({ visits: z.number().int(), plays: z.number().int() }),
});

export type DailyCount = z.infer<typeof dailyCount>;
export type InsightsResponse = z.infer<typeof insightsResponse>;

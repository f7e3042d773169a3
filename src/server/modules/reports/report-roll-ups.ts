import type { DayRange } from '../../db/day-buckets';
import { nowIso } from '../../db/dialect';
import { isUniqueViolation } from '../../db/unique-violation';
import { addDays, daysIn } from '../../domain/day-range';
import type { ReportRepository } from './report-repository';

/** The finished days of a range (those before `today`), oldest first. */
export function finishedDays(range: DayRange, today: string): string[] {
  const last = range.to < today ? range.to : addDays(today, -1);
  if (last < range.from) return [];
  return Array.from({ length: daysIn({ from: range.from, to: last }) }, (_, index) =>
    addDays(range.from, index),
  );
}

/**
 * Daily roll-ups of the raw events: a finished day is counted once into report_daily_totals
 * (again by the nightly task, idempotently), so a report over a year reads a few thousand rows
 * instead of millions of events.
 */
export class ReportRollUps {
  constructor(private readonly reports: ReportRepository) {}

  /** Counts one day again from its raw events, in one transaction (delete + insert). */
  async rollUp(day: string): Promise<void> {
    try {
      await this.reports.transaction((reports) => reports.rollUpDay(day, nowIso()));
    } catch (error) {
      // another request rolled the same day at the same moment: its rows are as good
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * Rolls up the range's finished days not rolled yet (a fresh install, a skipped night); days
   * without events are only marked. Answers how many days were counted.
   */
  async rollUpMissing(range: DayRange, today: string): Promise<number> {
    const days = finishedDays(range, today);
    if (!days.length) return 0;
    const rolled = await this.reports.rolledDays({ from: days[0], to: days[days.length - 1] });
    const missing = days.filter((day) => !rolled.has(day));
    if (!missing.length) return 0;
    const withEvents = await this.reports.daysWithEvents(missing);
    for (const day of withEvents) await this.rollUp(day);
    await this.reports.markRolled(
      missing.filter((day) => !withEvents.has(day)),
      nowIso(),
    );
    return withEvents.size;
  }
}

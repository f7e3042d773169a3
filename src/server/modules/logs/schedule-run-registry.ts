import type { ScheduleRun } from '@common/api/logs';

export type { ScheduleRun };

/**
 * Runs of scheduled tasks, newest first, kept in memory (no table: the history only needs to
 * survive until the next restart). Nothing is scheduled yet, so the list is empty until the
 * scheduler of a later issue calls `record`. One registry per app, built in modules.ts.
 */
export class ScheduleRunRegistry {
  private readonly runs: ScheduleRun[] = [];
  private nextId = 1;

  constructor(private readonly limit = 500) {}

  record(run: Omit<ScheduleRun, 'id'>): ScheduleRun {
    const stored = { ...run, id: this.nextId++ };
    this.runs.unshift(stored);
    this.runs.length = Math.min(this.runs.length, this.limit);
    return stored;
  }

  page(page: number, perPage: number): { rows: ScheduleRun[]; total: number } {
    const start = (page - 1) * perPage;
    return { rows: this.runs.slice(start, start + perPage), total: this.runs.length };
  }
}

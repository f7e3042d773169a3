import type { ScheduleRun } from '@common/api/logs';

export type { ScheduleRun };

/**
 * Runs of scheduled tasks, newest first, kept in memory (no table: the history only needs to
 * survive until the next restart). The scheduler (src/server/schedule) records each run as it
 * starts and finishes it when it ends. One registry per app, built in modules.ts.
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

  /** Marks a recorded run finished and answers it as it now stands. */
  finish(run: ScheduleRun, status: 'succeeded' | 'failed', output: string | null): ScheduleRun {
    const finished = { ...run, status, output, finished_at: new Date().toISOString() };
    const index = this.runs.findIndex((candidate) => candidate.id === run.id);
    if (index !== -1) this.runs[index] = finished;
    return finished;
  }

  page(page: number, perPage: number): { rows: ScheduleRun[]; total: number } {
    const start = (page - 1) * perPage;
    return { rows: this.runs.slice(start, start + perPage), total: this.runs.length };
  }
}

export interface ScheduleRun {
  id: number;
  task: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'succeeded' | 'failed';
  output: string | null;
}

/**
 * Runs of scheduled tasks, newest first, kept in memory (no table: the history only needs to
 * survive until the next restart). Nothing is scheduled yet, so the list is empty until the
 * scheduler of a later issue calls `record`.
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

  page(page: number, perPage: number): { data: ScheduleRun[]; total: number } {
    const start = (page - 1) * perPage;
    return { data: this.runs.slice(start, start + perPage), total: this.runs.length };
  }
}

/** The process-wide registry the scheduler will write to and GET logs/schedule reads. */
export const scheduleRuns = new ScheduleRunRegistry();

import type { EnqueueOptions, JobHandler, JobQueue } from './job-queue';
import type { JobRow, JobsRepository } from './jobs-repository';

/** A job is tried this many times; after the last failure it is kept as failed. */
export const MAX_JOB_ATTEMPTS = 3;
/** A reservation older than this belongs to a worker that died; another worker may take it. */
const STALE_RESERVATION_MS = 15 * 60_000;

export interface DatabaseJobQueueOptions {
  /** How often the worker looks for due jobs when nothing woke it (JOBS_POLL_MS). */
  pollMs: number;
  /** The first retry's delay; each further retry waits four times longer. */
  retryDelayMs: number;
}

type FailureReporter = (error: unknown, message: string) => void;

/**
 * The embedded driver: jobs in the `jobs` table, one worker per app taking one due job at a
 * time. Enqueuing in this process wakes the worker at once; jobs enqueued by another instance
 * are found by polling.
 */
export class DatabaseJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private running: Promise<void> | null = null;
  private stopping = false;
  private busy = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private readonly cycleWaiters = new Set<() => void>();
  private report: FailureReporter = () => {};

  constructor(
    private readonly jobs: JobsRepository,
    private readonly options: DatabaseJobQueueOptions,
  ) {}

  /** Where the worker reports a job's failures and its own (the app's log). */
  reportFailuresTo(reporter: FailureReporter): void {
    this.report = reporter;
  }

  handle<Payload>(name: string, handler: JobHandler<Payload>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const now = new Date();
    const runAt = options.runAt && options.runAt > now ? options.runAt : now;
    await this.jobs.insert(name, JSON.stringify(payload), runAt.toISOString(), now.toISOString());
    this.wake();
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.work();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
    this.running = null;
    this.notifyCycle();
  }

  async idle(): Promise<void> {
    const names = [...this.handlers.keys()];
    for (;;) {
      const horizon = new Date(Date.now() + this.options.retryDelayMs * 16).toISOString();
      if (!this.busy && !(await this.jobs.hasPending(names, horizon))) return;
      if (!this.running) throw new Error('The job worker is not running.');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.options.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.cycleWaiters.add(done);
      });
    }
  }

  private wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private notifyCycle(): void {
    const waiters = [...this.cycleWaiters];
    this.cycleWaiters.clear();
    for (const waiter of waiters) waiter();
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      let job: JobRow | null = null;
      this.woken = false;
      try {
        const now = Date.now();
        job = await this.jobs.claimNext(
          [...this.handlers.keys()],
          new Date(now).toISOString(),
          new Date(now - STALE_RESERVATION_MS).toISOString(),
        );
      } catch (error) {
        this.report(error, 'The job worker could not read the jobs table.');
      }
      if (job) {
        this.busy = true;
        try {
          await this.run(job);
        } finally {
          this.busy = false;
        }
        this.notifyCycle();
        continue;
      }
      this.notifyCycle();
      if (!this.woken && !this.stopping) await this.sleep(await this.nextWakeDelay());
    }
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    try {
      await handler!({ payload: JSON.parse(job.payload) as unknown, attempt: job.attempts });
      await this.jobs.delete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        if (job.attempts >= MAX_JOB_ATTEMPTS) {
          this.report(error, `The job ${job.name} #${job.id} failed for good.`);
          await this.jobs.fail(job.id, message, new Date().toISOString());
        } else {
          const delay = this.options.retryDelayMs * 4 ** (job.attempts - 1);
          await this.jobs.release(job.id, message, new Date(Date.now() + delay).toISOString());
        }
      } catch (recordError) {
        this.report(recordError, `The job ${job.name} #${job.id} could not be rescheduled.`);
      }
    }
  }

  /** Until the next poll, or sooner when a retry is due before it. */
  private async nextWakeDelay(): Promise<number> {
    try {
      const next = await this.jobs.nextRunAt([...this.handlers.keys()]);
      if (next) return Math.max(0, Math.min(this.options.pollMs, Date.parse(next) - Date.now()));
    } catch {
      // the poll reports a broken table
    }
    return this.options.pollMs;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
      if (this.woken || this.stopping) done();
    });
  }
}

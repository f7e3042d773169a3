/** What a job's handler receives: its payload and which attempt this is (1-based). */
export interface JobContext<Payload> {
  payload: Payload;
  attempt: number;
}

export type JobHandler<Payload = unknown> = (job: JobContext<Payload>) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (now when absent). */
  runAt?: Date;
}

/**
 * Background jobs: a module registers a handler per job name and enqueues work that must not
 * run inside the request causing it. The embedded driver keeps jobs in the database
 * (database-job-queue.ts); a BullMQ driver can implement the same interface at scale.
 *
 * Enqueuing is NOT part of the caller's transaction: enqueue after the change it follows has
 * been committed (on SQLite a call from inside a transaction would wait on that transaction).
 */
export interface JobQueue {
  /** Registers the handler of a job name; a worker takes only names it has a handler for. */
  handle<Payload>(name: string, handler: JobHandler<Payload>): void;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Starts the worker (with the app, after migrations). */
  start(): void;
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>;
  /**
   * Resolves once the worker holds no job and no job it could run is waiting (due now or as a
   * retry soon): tests wait on it instead of sleeping.
   */
  idle(): Promise<void>;
}

/** What a buffer reports of a batch it could not write (the app logs it). */
export type BatchFailure = (error: unknown, name: string, lost: number) => void;

export interface WriteBehindOptions<T> {
  /** Its name in logs, e.g. 'report events'. */
  name: string;
  /** Writes one batch (a single multi-row insert, or one transaction). */
  write: (rows: T[]) => Promise<void>;
  /** A batch is written this long after its first row at the latest (1 s by default). */
  intervalMs?: number;
  /** …or as soon as this many rows wait (500 by default); also the size of each insert. */
  batchSize?: number;
  /** Rows waiting beyond this are dropped and counted rather than held (50 000 by default). */
  maxQueued?: number;
  onFailure?: BatchFailure;
}

/**
 * Events queued in memory and written in batches, so recording one never waits for the database:
 * a batch is written every second or every `batchSize` rows, one insert each; a failed batch is
 * reported, never thrown at a request; a full queue drops (and counts) new rows instead of
 * growing without end. `flush` writes what waits (tests, shutdown).
 */
export class WriteBehindBuffer<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private droppedCount = 0;
  private failedCount = 0;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;

  constructor(private readonly options: WriteBehindOptions<T>) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxQueued = options.maxQueued ?? 50_000;
  }

  /** Queues a row; answers false when the queue was full and the row dropped. */
  push(row: T): boolean {
    if (this.queue.length >= this.maxQueued) {
      this.droppedCount += 1;
      return false;
    }
    this.queue.push(row);
    if (this.queue.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
    return true;
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.queue.length;
  }

  /** Rows dropped because the queue was full. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Rows lost in batches the database refused. */
  get failed(): number {
    return this.failedCount;
  }

  /** Writes everything queued so far (after any batch under way); never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.queue;
    this.queue = [];
    // batches are written one after another, in the order they were queued
    this.writing = this.writing.then(() => this.writeAll(rows));
    return this.writing;
  }

  private async writeAll(rows: T[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.batchSize) {
      const batch = rows.slice(start, start + this.batchSize);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.failedCount += batch.length;
        this.options.onFailure?.(error, this.options.name, batch.length);
      }
    }
  }
}

/** The app's buffers, flushed together by tests and when the app closes. */
export class WriteBehindBuffers {
  private readonly buffers: Array<WriteBehindBuffer<never>> = [];
  private onFailure: BatchFailure = () => {};

  /** Where failed batches are reported (the app's logger, set once the app is built). */
  reportFailuresTo(handler: BatchFailure): void {
    this.onFailure = handler;
  }

  create<T>(options: WriteBehindOptions<T>): WriteBehindBuffer<T> {
    const buffer = new WriteBehindBuffer<T>({
      onFailure: (error, name, lost) => this.onFailure(error, name, lost),
      ...options,
    });
    this.buffers.push(buffer as unknown as WriteBehindBuffer<never>);
    return buffer;
  }

  async flush(): Promise<void> {
    await Promise.all(this.buffers.map((buffer) => buffer.flush()));
  }
}

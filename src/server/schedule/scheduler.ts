import type { ScheduleRun, ScheduleRunRegistry } from '../modules/logs';

/** What a scheduled task is given: the time of this run (tests pass another one). */
export interface TaskContext {
  now: Date;
}

export interface ScheduledTask {
  /** Its name in the schedule log, e.g. 'uploads:clean'. */
  name: string;
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** The work; answers the line the schedule log shows for the run. */
  run(context: TaskContext): Promise<string>;
}

export interface SchedulerOptions {
  /** The first run of each task after `start` (a restart soon cleans up after downtime). */
  firstRunAfterMs?: number;
}

/**
 * Runs registered tasks in this process, each on its own interval and never two runs of one task
 * at once; every run is listed in the admin schedule log. Started with the server (main.ts),
 * stopped on close; tests run a task with `run` without starting anything.
 */
export class Scheduler {
  private readonly tasks = new Map<string, ScheduledTask>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<ScheduleRun>>();
  private started = false;

  constructor(
    private readonly runs: ScheduleRunRegistry,
    private readonly options: SchedulerOptions = {},
  ) {}

  register(task: ScheduledTask): void {
    if (this.tasks.has(task.name)) throw new Error(`Task ${task.name} is already registered.`);
    this.tasks.set(task.name, task);
  }

  taskNames(): string[] {
    return [...this.tasks.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const task of this.tasks.values()) {
      this.schedule(task, this.options.firstRunAfterMs ?? task.intervalMs);
    }
  }

  /** Stops the timers and waits for the runs under way. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running.values());
  }

  /** Runs a task now; while it is already running, answers that run instead of starting another. */
  run(name: string, context: Partial<TaskContext> = {}): Promise<ScheduleRun> {
    const task = this.tasks.get(name);
    if (!task) throw new Error(`There is no task named ${name}.`);
    const current = this.running.get(name);
    if (current) return current;
    const run = this.execute(task, context.now ?? new Date()).finally(() =>
      this.running.delete(name),
    );
    this.running.set(name, run);
    return run;
  }

  private schedule(task: ScheduledTask, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(task.name);
      void this.run(task.name).finally(() => {
        if (this.started) this.schedule(task, task.intervalMs);
      });
    }, delayMs);
    timer.unref();
    this.timers.set(task.name, timer);
  }

  private async execute(task: ScheduledTask, now: Date): Promise<ScheduleRun> {
    const started = this.runs.record({
      task: task.name,
      started_at: new Date().toISOString(),
      finished_at: null,
      status: 'running',
      output: null,
    });
    try {
      const output = await task.run({ now });
      return this.runs.finish(started, 'succeeded', output);
    } catch (error) {
      return this.runs.finish(
        started,
        'failed',
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}

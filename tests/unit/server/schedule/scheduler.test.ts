// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ScheduleRunRegistry } from '@server/modules/logs/schedule-run-registry';
import { Scheduler } from '@server/schedule/scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  while (!condition()) await sleep(5);
}

/** A task whose runs last `ms` and count how many run at once. */
function slowTask(ms: number, intervalMs = 5) {
  const state = { runs: 0, concurrent: 0, maxConcurrent: 0 };
  return {
    state,
    task: {
      name: 'slow',
      intervalMs,
      async run() {
        state.runs++;
        state.concurrent++;
        state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
        await sleep(ms);
        state.concurrent--;
        return `run ${state.runs}`;
      },
    },
  };
}

describe('Scheduler', () => {
  it('records a run as running, then how it ended, in the schedule log', async () => {
    const runs = new ScheduleRunRegistry();
    const scheduler = new Scheduler(runs);
    scheduler.register({ name: 'ok', intervalMs: 1000, run: async () => 'all done' });
    scheduler.register({
      name: 'broken',
      intervalMs: 1000,
      run: async () => {
        throw new Error('the bucket is gone');
      },
    });

    const pending = scheduler.run('ok');
    expect(runs.page(1, 10).rows[0]).toMatchObject({ task: 'ok', status: 'running' });
    expect(await pending).toMatchObject({ task: 'ok', status: 'succeeded', output: 'all done' });
    await scheduler.run('broken');
    const { rows } = runs.page(1, 10);
    expect(rows.map(({ task, status, output }) => ({ task, status, output }))).toEqual([
      { task: 'broken', status: 'failed', output: 'the bucket is gone' },
      { task: 'ok', status: 'succeeded', output: 'all done' },
    ]);
    expect(rows[1]!.finished_at).not.toBeNull();
  });

  it('never runs a task twice at once: a run asked for meanwhile is the current one', async () => {
    const { task, state } = slowTask(50);
    const scheduler = new Scheduler(new ScheduleRunRegistry());
    scheduler.register(task);
    const [first, second] = await Promise.all([scheduler.run('slow'), scheduler.run('slow')]);
    expect(second.id).toBe(first.id);
    expect(state.runs).toBe(1);
  });

  it('runs on its interval once started, without overlap, and stop waits for the run under way', async () => {
    const { task, state } = slowTask(30, 5);
    const runs = new ScheduleRunRegistry();
    const scheduler = new Scheduler(runs, { firstRunAfterMs: 1 });
    scheduler.register(task);
    await sleep(20);
    expect(state.runs).toBe(0);

    scheduler.start();
    await until(() => state.runs >= 3);
    await scheduler.stop();
    expect(state.maxConcurrent).toBe(1);
    expect(state.concurrent).toBe(0);
    const after = state.runs;
    await sleep(50);
    expect(state.runs).toBe(after);
    expect(runs.page(1, 50).rows.every((run) => run.status === 'succeeded')).toBe(true);
  });

  it('refuses a task name twice and an unknown task', () => {
    const scheduler = new Scheduler(new ScheduleRunRegistry());
    scheduler.register({ name: 'a', intervalMs: 1, run: async () => '' });
    expect(() => scheduler.register({ name: 'a', intervalMs: 1, run: async () => '' })).toThrow();
    expect(() => scheduler.run('b')).toThrow(/no task named b/);
  });
});

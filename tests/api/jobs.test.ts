import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseJobQueue, MAX_JOB_ATTEMPTS } from '@server/jobs/database-job-queue';
import { JobsRepository } from '@server/jobs/jobs-repository';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const started: DatabaseJobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  await t.close();
});

/** Another worker on the app's database, as a second instance of the site would run. */
function worker(): DatabaseJobQueue {
  const queue = new DatabaseJobQueue(new JobsRepository(t.app.services.db), {
    pollMs: 20,
    retryDelayMs: 5,
  });
  started.push(queue);
  return queue;
}

function jobsNamed(name: string) {
  return t.app.services.db.selectFrom('jobs').selectAll().where('name', '=', name).execute();
}

describe('the database job queue', () => {
  it('runs a job and deletes it', async () => {
    const queue = worker();
    const seen: unknown[] = [];
    queue.handle<{ n: number }>('test.echo', async ({ payload }) => {
      seen.push(payload);
    });
    queue.start();
    await queue.enqueue('test.echo', { n: 1 });
    await queue.idle();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobsNamed('test.echo')).toEqual([]);
  });

  it(`retries a failing job, then keeps it as failed after ${MAX_JOB_ATTEMPTS} attempts`, async () => {
    const queue = worker();
    const attempts: number[] = [];
    queue.handle('test.broken', async ({ attempt }) => {
      attempts.push(attempt);
      throw new Error(`attempt ${attempt} broke`);
    });
    queue.start();
    await queue.enqueue('test.broken', {});
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
    const [job] = await jobsNamed('test.broken');
    expect(job).toMatchObject({ attempts: 3, last_error: 'attempt 3 broke', reserved_at: null });
    expect(job!.failed_at).not.toBeNull();
  });

  it('a job that fails once succeeds on its retry', async () => {
    const queue = worker();
    const attempts: number[] = [];
    queue.handle('test.flaky', async ({ attempt }) => {
      attempts.push(attempt);
      if (attempt === 1) throw new Error('flaky');
    });
    queue.start();
    await queue.enqueue('test.flaky', {});
    await queue.idle();
    expect(attempts).toEqual([1, 2]);
    expect(await jobsNamed('test.flaky')).toEqual([]);
  });

  it('two workers never run one job twice', async () => {
    const [a, b] = [worker(), worker()];
    const runs: Array<{ n: number; by: string }> = [];
    for (const [queue, by] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      queue.handle<{ n: number }>('test.shared', async ({ payload }) => {
        runs.push({ n: payload.n, by });
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    for (let n = 0; n < 30; n++) await a.enqueue('test.shared', { n });
    a.start();
    b.start();
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, n) => n),
    );
    expect(await jobsNamed('test.shared')).toEqual([]);
  });

  it('stop() waits for the job in hand', async () => {
    const queue = worker();
    let release!: () => void;
    let finished = false;
    const taken = new Promise<void>((resolveTaken) => {
      queue.handle('test.slow', async () => {
        resolveTaken();
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      });
    });
    queue.start();
    await queue.enqueue('test.slow', {});
    await taken;
    const stopped = queue.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
    expect(await jobsNamed('test.slow')).toEqual([]);
  });

  it('keeps a job with a later runAt until then', async () => {
    const queue = worker();
    const ran: number[] = [];
    queue.handle('test.later', async () => {
      ran.push(Date.now());
    });
    queue.start();
    const runAt = new Date(Date.now() + 60_000);
    await queue.enqueue('test.later', {}, { runAt });
    await queue.idle();
    expect(ran).toEqual([]);
    const [job] = await jobsNamed('test.later');
    expect(job!.run_at).toBe(runAt.toISOString());
  });
});

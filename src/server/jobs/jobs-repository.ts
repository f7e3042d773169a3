import { Repository } from '../db/transactions';
import type { JobsTable } from './jobs-tables';

export type JobRow = Omit<JobsTable, 'id'> & { id: number };

/** The embedded driver's table: every query the queue makes. */
export class JobsRepository extends Repository {
  async insert(name: string, payload: string, runAt: string, now: string): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values({ name, payload, attempts: 0, run_at: runAt, created_at: now })
      .execute();
  }

  /**
   * Takes the next due job among `names` for this worker: the candidate is read, then claimed
   * with an UPDATE guarded by the reservation it was read with, so of two workers (or two app
   * instances) racing for one job exactly one gets it. A reservation older than `staleBefore`
   * (a worker that died holding it) may be taken over.
   */
  async claimNext(names: string[], now: string, staleBefore: string): Promise<JobRow | null> {
    if (!names.length) return null;
    for (let tries = 0; tries < 5; tries++) {
      const candidate = await this.db
        .selectFrom('jobs')
        .select(['id', 'reserved_at'])
        .where('name', 'in', names)
        .where('failed_at', 'is', null)
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('reserved_at', 'is', null), eb('reserved_at', '<', staleBefore)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      const claimed = await this.db
        .updateTable('jobs')
        .set((eb) => ({ reserved_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', candidate.id)
        .where((eb) =>
          candidate.reserved_at === null
            ? eb('reserved_at', 'is', null)
            : eb('reserved_at', '=', candidate.reserved_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        const row = await this.db
          .selectFrom('jobs')
          .selectAll()
          .where('id', '=', candidate.id)
          .executeTakeFirst();
        if (row) return row;
      }
    }
    return null;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('jobs').where('id', '=', id).execute();
  }

  /** Back in the queue for another attempt at `runAt`. */
  async release(id: number, error: string, runAt: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ reserved_at: null, last_error: error, run_at: runAt })
      .where('id', '=', id)
      .execute();
  }

  async fail(id: number, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ reserved_at: null, last_error: error, failed_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Whether a job among `names` is waiting to run before `horizon` (reserved ones included). */
  async hasPending(names: string[], horizon: string): Promise<boolean> {
    if (!names.length) return false;
    const row = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', horizon)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The earliest run time of a waiting job among `names`, to wake up for a retry. */
  async nextRunAt(names: string[]): Promise<string | null> {
    if (!names.length) return null;
    const row = await this.db
      .selectFrom('jobs')
      .select('run_at')
      .where('name', 'in', names)
      .where('failed_at', 'is', null)
      .where('reserved_at', 'is', null)
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    return row?.run_at ?? null;
  }
}

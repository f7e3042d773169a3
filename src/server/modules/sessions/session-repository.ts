import type { Insertable, Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import type { SessionsTable } from './sessions-tables';
import { Repository } from '../../db/transactions';

export type SessionRow = Selectable<SessionsTable>;

export class SessionRepository extends Repository {
  async create(values: Insertable<SessionsTable>): Promise<void> {
    await this.db.insertInto('sessions').values(values).execute();
  }

  async findActive(id: string, now: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async touch(id: string, lastActive: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_active: lastActive, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async updatePayload(id: string, payload: string): Promise<void> {
    await this.db.updateTable('sessions').set({ payload }).where('id', '=', id).execute();
  }

  async forUser(userId: number): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('last_active', 'desc')
      .execute();
  }

  /** Ends every session of a user except one (or all when exceptId is null). */
  async deleteForUser(userId: number, exceptId: string | null): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countActive(now: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return toCount(count);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteExpired(now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

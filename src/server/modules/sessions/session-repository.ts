import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SessionsTable } from '../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export class SessionRepository {
  constructor(private readonly db: Db) {}

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

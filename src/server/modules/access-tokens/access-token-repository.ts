import type { Selectable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { AccessTokensTable } from './access-tokens-tables';
import { Repository } from '../../db/transactions';

export type AccessTokenRow = Selectable<AccessTokensTable>;

export class AccessTokenRepository extends Repository {
  async create(userId: number, name: string, tokenHash: string): Promise<AccessTokenRow> {
    const now = nowIso();
    return this.db
      .insertInto('access_tokens')
      .values({ user_id: userId, name, token_hash: tokenHash, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findByHash(tokenHash: string): Promise<AccessTokenRow | undefined> {
    return this.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async forUser(userId: number): Promise<AccessTokenRow[]> {
    return this.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  async touch(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('access_tokens')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes only when the token belongs to the user; answers whether a row went. */
  async deleteForUser(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('access_tokens')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

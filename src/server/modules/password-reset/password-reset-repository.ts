import type { Selectable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { PasswordResetTokensTable } from './password-reset-tables';
import { Repository } from '../../db/transactions';

export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;

export class PasswordResetRepository extends Repository {
  /** Stores the user's new token and drops older ones: one active token per user. */
  async replaceForUser(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
    await this.transaction(async ({ db: trx }) => {
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          expires_at: expiresAt,
          created_at: nowIso(),
        })
        .execute();
    });
  }

  findForUser(userId: number): Promise<PasswordResetTokenRow | undefined> {
    return this.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Deletes the user's token when it matches and has not expired; true only for the one caller
   * that deleted it, which makes the token single use.
   */
  async consume(userId: number, tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', userId)
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  }
}

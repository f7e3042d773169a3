import type { Selectable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { EmailVerificationCodesTable } from './email-verification-tables';
import { Repository } from '../../db/transactions';

export type EmailVerificationCodeRow = Selectable<EmailVerificationCodesTable>;

export class EmailVerificationRepository extends Repository {
  /** Stores a user's new code and drops the older ones, in one transaction. */
  async replaceForUser(userId: number, codeHash: string, expiresAt: string): Promise<void> {
    await this.transaction(async ({ db: trx }) => {
      await trx.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('email_verification_codes')
        .values({
          user_id: userId,
          code_hash: codeHash,
          attempts: 0,
          expires_at: expiresAt,
          created_at: nowIso(),
        })
        .execute();
    });
  }

  /** The user's current code (there is at most one). */
  findForUser(userId: number): Promise<EmailVerificationCodeRow | undefined> {
    return this.db
      .selectFrom('email_verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Counts one attempt atomically, so concurrent guesses cannot exceed the limit; false when
   * the code has no attempts left (or is gone).
   */
  async reserveAttempt(id: number, maxAttempts: number): Promise<boolean> {
    const result = await this.db
      .updateTable('email_verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes the code; true only for the one caller that deleted it, which makes it single use. */
  async consume(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('email_verification_codes')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

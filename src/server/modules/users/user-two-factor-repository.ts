import { nowIso } from '../../db/dialect';
import { Repository } from '../../db/transactions';

/** The two-factor columns of a user (secret and codes as stored: encrypted). */
export interface TwoFactorState {
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
  two_factor_last_step: number | null;
}

/**
 * The two_factor_* columns of users. The two-factor module holds the rules and reaches these
 * through UserService. Writes that must not race are compare-and-set and answer whether they won.
 */
export class UserTwoFactorRepository extends Repository {
  async find(userId: number): Promise<TwoFactorState | undefined> {
    return this.db
      .selectFrom('users')
      .select([
        'two_factor_secret',
        'two_factor_recovery_codes',
        'two_factor_confirmed_at',
        'two_factor_last_step',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** A new, unconfirmed setup, replacing any previous one. */
  async saveSetup(userId: number, secret: string, recoveryCodes: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        two_factor_secret: secret,
        two_factor_recovery_codes: recoveryCodes,
        two_factor_confirmed_at: null,
        two_factor_last_step: null,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  }

  /** Confirms the setup holding `secret` with a code of time step `step`. */
  async confirm(userId: number, secret: string, step: number): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_confirmed_at: now, two_factor_last_step: step, updated_at: now })
      .where('id', '=', userId)
      .where('two_factor_secret', '=', secret)
      .where('two_factor_confirmed_at', 'is', null)
      .where((eb) =>
        eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records a used time step; false when that step (or a later one) was already used. */
  async acceptTimeStep(userId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Swaps the recovery codes only if they are still `expected` (so each code works once). */
  async swapRecoveryCodes(userId: number, expected: string, next: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_recovery_codes: next, updated_at: nowIso() })
      .where('id', '=', userId)
      .where('two_factor_recovery_codes', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async clear(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        two_factor_secret: null,
        two_factor_recovery_codes: null,
        two_factor_confirmed_at: null,
        two_factor_last_step: null,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  }
}

import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import type { UsersTable } from '../../db/schema';

export type AccountDetails = Pick<
  Updateable<UsersTable>,
  'name' | 'first_name' | 'last_name' | 'language' | 'country' | 'timezone'
>;

/** Writes to a user's own account record: details, profile image, deletion. */
export class UserAccountRepository {
  constructor(private readonly db: Db) {}

  async updateDetails(id: number, details: AccountDetails): Promise<void> {
    if (!Object.keys(details).length) return;
    await this.db
      .updateTable('users')
      .set({ ...details, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Sets the image and answers the one it replaced, read and written in one transaction. */
  async replaceImage(id: number, image: string | null): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select('image')
        .where('id', '=', id)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ image, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return current?.image ?? null;
    });
  }

  /**
   * Deletes the user and their direct permission grants (polymorphic, so not cascaded); sessions,
   * roles, tokens, codes and social profiles go by foreign-key cascade. Answers the deleted image.
   */
  async delete(id: number): Promise<{ image: string | null } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('permissionables')
        .where('permissionable_type', '=', 'user')
        .where('permissionable_id', '=', id)
        .execute();
      return trx.deleteFrom('users').where('id', '=', id).returning('image').executeTakeFirst();
    });
  }
}

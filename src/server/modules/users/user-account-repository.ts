import type { Updateable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { UsersTable } from './users-tables';
import { Repository } from '../../db/transactions';

export type AccountDetails = Pick<
  Updateable<UsersTable>,
  'name' | 'first_name' | 'last_name' | 'language' | 'country' | 'timezone'
>;

/** Writes to a user's own account record: details, profile image, deletion. */
export class UserAccountRepository extends Repository {
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
    return this.transaction(async ({ db }) => {
      const current = await db
        .selectFrom('users')
        .select('image')
        .where('id', '=', id)
        .executeTakeFirst();
      await db
        .updateTable('users')
        .set({ image, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return current?.image ?? null;
    });
  }

  /**
   * Deletes the user; sessions, roles, tokens, codes and social profiles go by foreign-key
   * cascade (grants are the permissions module's to revoke first). Answers the deleted image.
   */
  async delete(id: number): Promise<{ image: string | null } | undefined> {
    return this.db.deleteFrom('users').where('id', '=', id).returning('image').executeTakeFirst();
  }
}

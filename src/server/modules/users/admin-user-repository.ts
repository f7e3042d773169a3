import type { Updateable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { nowIso } from '../../db/dialect';
import { inIdSet } from '../../db/id-set';
import type { UsersTable } from './users-tables';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { AdminUserListQuery } from './admin-user-schema';
import type { UserRow } from './user-repository';

/** Users administration reads and writes (issue 4); the module's other writes stay where they were. */
export class AdminUserRepository extends Repository {
  /**
   * A page of users; `onlyIds` (the members of the role filter, which the roles module answers)
   * narrows the list when given, and `subscribedIds` (billing's subscribed members) serves the
   * `subscribed` filter.
   */
  async paginate(
    query: AdminUserListQuery,
    onlyIds: number[] | null,
    subscribedIds: number[] | null,
  ): Promise<{ rows: UserRow[]; total: number }> {
    let base = this.db.selectFrom('users');
    if (query.query) base = base.where(matchesText(['name', 'email'], query.query));
    if (onlyIds) base = base.where(inIdSet(this.db, 'id', onlyIds));
    if (query.banned) base = base.where('banned_at', query.banned === '1' ? 'is not' : 'is', null);
    if (query.verified) {
      base = base.where('email_verified_at', query.verified === '1' ? 'is not' : 'is', null);
    }
    // Subscribed means at least one valid subscription (spec 6). Billing answers the subscribed
    // members as a list of ids, bound as one parameter: fine while subscribers number in the
    // thousands; a join would need billing's tables, which this module may not read.
    if (subscribedIds && query.subscribed === '1')
      base = base.where(inIdSet(this.db, 'id', subscribedIds));
    if (subscribedIds && query.subscribed === '0') {
      base = base.where((eb) => eb.not(inIdSet(this.db, 'id', subscribedIds)));
    }
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<UserRow>(base, query, { caseInsensitive: ['name'] });
  }

  async findMany(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  }

  async emailTakenByOther(email: string, exceptId: number | null): Promise<boolean> {
    let query = this.db.selectFrom('users').select('id').where('email', '=', email);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async update(id: number, values: Updateable<UsersTable>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletes users; sessions, roles, tokens and profiles go by foreign-key cascade (their grants
   * are the permissions module's to revoke first). Call inside a transaction; answers the images.
   */
  async deleteMany(ids: number[]): Promise<Array<string | null>> {
    const rows = await this.db
      .deleteFrom('users')
      .where('id', 'in', ids)
      .returning('image')
      .execute();
    return rows.map((row) => row.image);
  }
}

import { matchesText } from '../../db/text-search';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso, toCount } from '../../db/dialect';
import type { UsersTable } from '../../db/schema';
import type { AdminUserListQuery } from './admin-user-schema';
import type { UserRow } from './user-repository';

/** Users administration reads and writes (issue 4); the module's other writes stay where they were. */
export class AdminUserRepository {
  constructor(private readonly db: Db) {}

  async paginate(query: AdminUserListQuery): Promise<{ rows: UserRow[]; total: number }> {
    let base = this.db.selectFrom('users as u');
    if (query.query) {
      base = base.where(matchesText(['u.name', 'u.email'], query.query));
    }
    if (query.role !== undefined) {
      const roleId = query.role;
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_role as ur')
            .select('ur.id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('ur.role_id', '=', roleId),
        ),
      );
    }
    if (query.banned)
      base = base.where('u.banned_at', query.banned === '1' ? 'is not' : 'is', null);
    if (query.verified) {
      base = base.where('u.email_verified_at', query.verified === '1' ? 'is not' : 'is', null);
    }
    // Subscribed means at least one valid subscription (spec 6). Billing, which records
    // subscriptions, is not built yet, so no user is subscribed: the filter is exact today.
    if (query.subscribed === '1') base = base.where(sql<boolean>`1 = 0`);
    if (query.ids.length) base = base.where('u.id', 'in', query.ids);
    const [rows, { count }] = await Promise.all([
      base
        .selectAll('u')
        // names sort case-insensitively on both dialects (their default collations differ)
        .orderBy(
          query.orderBy === 'name' ? sql`lower(u.name)` : `u.${query.orderBy}`,
          query.orderDir,
        )
        .orderBy('u.id', query.orderDir)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count) };
  }

  /** The roles of many users in one query, by user id. */
  async rolesOf(userIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
    const result = new Map<number, Array<{ id: number; name: string }>>();
    if (!userIds.length) return result;
    const rows = await this.db
      .selectFrom('user_role')
      .innerJoin('roles', 'roles.id', 'user_role.role_id')
      .select(['user_role.user_id', 'roles.id', 'roles.name'])
      .where('user_role.user_id', 'in', userIds)
      .orderBy('roles.id')
      .execute();
    for (const row of rows) {
      const list = result.get(row.user_id) ?? [];
      list.push({ id: row.id, name: row.name });
      result.set(row.user_id, list);
    }
    return result;
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

  async existingRoleIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  async update(id: number, values: Updateable<UsersTable>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Replaces the user's roles; call inside a transaction. */
  async setRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.db.deleteFrom('user_role').where('user_id', '=', userId).execute();
    if (!roleIds.length) return;
    const now = nowIso();
    await this.db
      .insertInto('user_role')
      .values(
        [...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id, created_at: now })),
      )
      .execute();
  }

  async resetTwoFactor(id: number): Promise<void> {
    await this.update(id, {
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
    });
  }

  /**
   * Deletes users and their direct grants (polymorphic, so not cascaded); sessions, roles, tokens
   * and profiles go by foreign-key cascade. Call inside a transaction; answers the deleted images.
   */
  async deleteMany(ids: number[]): Promise<Array<string | null>> {
    await this.db
      .deleteFrom('permissionables')
      .where('permissionable_type', '=', 'user')
      .where('permissionable_id', 'in', ids)
      .execute();
    const rows = await this.db
      .deleteFrom('users')
      .where('id', 'in', ids)
      .returning('image')
      .execute();
    return rows.map((row) => row.image);
  }
}

import type { Selectable } from 'kysely';
import { nowIso, toCount } from '../../db/dialect';
import type { RolesTable } from './roles-tables';
import { Repository } from '../../db/transactions';

export type RoleRow = Selectable<RolesTable>;
export type RoleSummary = Pick<RoleRow, 'id' | 'name'>;
/** Site roles are held through user_role; workspace roles by workspace members (issue 17). */
export type RoleType = 'sitewide' | 'workspace';

/** The built-in roles and who holds which role (roles and user_role). */
export class RoleRepository extends Repository {
  /** How many site roles there are. */
  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('roles')
      .where('type', '=', 'sitewide')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async guestRole(): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('guests', '=', 1).executeTakeFirst();
  }

  async defaultRole(): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('default', '=', 1).executeTakeFirst();
  }

  async findByName(name: string): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async create(values: {
    name: string;
    description: string;
    default?: boolean;
    guests?: boolean;
    type?: RoleType;
  }): Promise<RoleRow> {
    const now = nowIso();
    return this.db
      .insertInto('roles')
      .values({
        name: values.name,
        description: values.description,
        default: values.default ? 1 : 0,
        guests: values.guests ? 1 : 0,
        type: values.type ?? 'sitewide',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async ofType(type: RoleType): Promise<RoleRow[]> {
    return this.db.selectFrom('roles').selectAll().where('type', '=', type).orderBy('id').execute();
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  /** The roles of many users in one query, by user id, in role id order. */
  async rolesOfUsers(userIds: number[]): Promise<Map<number, RoleSummary[]>> {
    const result = new Map<number, RoleSummary[]>();
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

  async attachToUser(userId: number, roleIds: number[]): Promise<void> {
    if (!roleIds.length) return;
    const now = nowIso();
    await this.db
      .insertInto('user_role')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id, created_at: now })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Replaces the user's roles; call inside a transaction. */
  async setForUser(userId: number, roleIds: number[]): Promise<void> {
    await this.db.deleteFrom('user_role').where('user_id', '=', userId).execute();
    await this.attachToUser(userId, [...new Set(roleIds)]);
  }

  async userIdsWithRole(roleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('user_role')
      .select('user_id')
      .where('role_id', '=', roleId)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Up to `limit` ids of users holding any of `roleIds`, in id order after `afterUserId`. */
  async userIdsWithRolesAfter(
    roleIds: number[],
    afterUserId: number,
    limit: number,
  ): Promise<number[]> {
    if (!roleIds.length) return [];
    const rows = await this.db
      .selectFrom('user_role')
      .select('user_id')
      .distinct()
      .where('role_id', 'in', roleIds)
      .where('user_id', '>', afterUserId)
      .orderBy('user_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Which of `userIds` hold at least one of `roleIds`. */
  async membersAmong(userIds: number[], roleIds: number[]): Promise<number[]> {
    if (!userIds.length || !roleIds.length) return [];
    const rows = await this.db
      .selectFrom('user_role')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', userIds)
      .where('role_id', 'in', roleIds)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** How many users hold at least one of `roleIds`, leaving out `except`. */
  async countMembers(roleIds: number[], except: number[]): Promise<number> {
    if (!roleIds.length) return 0;
    let query = this.db
      .selectFrom('user_role')
      .select((eb) => eb.fn.count('user_id').distinct().as('count'))
      .where('role_id', 'in', roleIds);
    if (except.length) query = query.where('user_id', 'not in', except);
    const { count } = await query.executeTakeFirstOrThrow();
    return toCount(count);
  }

  /** How many users hold each role, in one grouped query. */
  async usersCounts(roleIds: number[]): Promise<Map<number, number>> {
    if (!roleIds.length) return new Map();
    const rows = await this.db
      .selectFrom('user_role')
      .select(['role_id', (eb) => eb.fn.countAll().as('count')])
      .where('role_id', 'in', roleIds)
      .groupBy('role_id')
      .execute();
    return new Map(rows.map((row) => [row.role_id, toCount(row.count)]));
  }
}

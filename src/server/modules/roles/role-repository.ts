import { matchesText } from '../../db/text-search';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso, toCount } from '../../db/dialect';
import type { RolesTable } from '../../db/schema';

export type RoleRow = Selectable<RolesTable>;

export class RoleRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('roles')
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

  async rolesForUser(userId: number): Promise<Array<Pick<RoleRow, 'id' | 'name'>>> {
    return this.db
      .selectFrom('user_role')
      .innerJoin('roles', 'roles.id', 'user_role.role_id')
      .select(['roles.id', 'roles.name'])
      .where('user_role.user_id', '=', userId)
      .orderBy('roles.id')
      .execute();
  }

  async create(values: {
    name: string;
    description: string;
    default?: boolean;
    guests?: boolean;
  }): Promise<RoleRow> {
    const now = nowIso();
    return this.db
      .insertInto('roles')
      .values({
        name: values.name,
        description: values.description,
        default: values.default ? 1 : 0,
        guests: values.guests ? 1 : 0,
        type: 'sitewide',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
}

export type RoleFlag = 'default' | 'guests';

/** Admin reads and writes of roles (issue 4). */
export class RoleAdminRepository {
  constructor(private readonly db: Db) {}

  async paginate(query: {
    search?: string;
    ids: number[];
    orderBy: 'id' | 'name' | 'created_at';
    orderDir: 'asc' | 'desc';
    page: number;
    perPage: number;
  }): Promise<{ rows: RoleRow[]; total: number }> {
    let base = this.db.selectFrom('roles');
    if (query.search) {
      base = base.where(matchesText(['name'], query.search));
    }
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    const [rows, { count }] = await Promise.all([
      base
        .selectAll()
        // names sort case-insensitively on both dialects (their default collations differ)
        .orderBy(query.orderBy === 'name' ? sql`lower(name)` : query.orderBy, query.orderDir)
        .orderBy('id', query.orderDir)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count) };
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

  async findById(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByName(name: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('roles')
      .selectAll()
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .executeTakeFirst();
  }

  async findMany(ids: number[]): Promise<RoleRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('roles').selectAll().where('id', 'in', ids).execute();
  }

  async update(
    id: number,
    values: Partial<Pick<RoleRow, 'name' | 'description' | 'default' | 'guests'>>,
  ): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Only one role carries each flag: clears it on every role but `keepId`. */
  async clearFlagExcept(flag: RoleFlag, keepId: number): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ [flag]: 0, updated_at: nowIso() })
      .where(flag, '=', 1)
      .where('id', '!=', keepId)
      .execute();
  }

  /** Deletes roles with their grants (polymorphic, so not cascaded); user_role goes by cascade. */
  async deleteMany(ids: number[]): Promise<void> {
    await this.db
      .deleteFrom('permissionables')
      .where('permissionable_type', '=', 'role')
      .where('permissionable_id', 'in', ids)
      .execute();
    await this.db.deleteFrom('user_role').where('role_id', 'in', ids).execute();
    await this.db.deleteFrom('roles').where('id', 'in', ids).execute();
  }
}

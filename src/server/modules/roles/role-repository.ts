import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
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

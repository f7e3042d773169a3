import type { Expression } from 'kysely';
import type { GrantedPermission, PermissionRestriction } from '@common/permissions/permission';
import type { Db } from '../../db/connection';
import { nowIso, toCount } from '../../db/dialect';
import type { PermissionableType } from '../../db/schema';
import type { PermissionDefinition } from './permission-catalogue';

export interface GrantRow {
  name: string;
  restrictions: string;
  permissionable_type: PermissionableType;
}

/**
 * The grants (`pa`, with their permission as `p`) that reach a user: given to the user directly or
 * to one of the user's roles. `user` is an id, or a column when the query is correlated.
 */
function grantsReaching(db: Db, user: number | Expression<number>) {
  return db
    .selectFrom('permissionables as pa')
    .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('pa.permissionable_type', '=', 'user'), eb('pa.permissionable_id', '=', user)]),
        eb.and([
          eb('pa.permissionable_type', '=', 'role'),
          eb(
            'pa.permissionable_id',
            'in',
            eb.selectFrom('user_role').select('role_id').where('user_id', '=', user),
          ),
        ]),
      ]),
    );
}

export class PermissionRepository {
  constructor(private readonly db: Db) {}

  /** Inserts new catalogue entries and refreshes the texts of existing ones. */
  async syncCatalogue(definitions: PermissionDefinition[]): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      for (const definition of definitions) {
        const values = {
          display_name: definition.display_name,
          description: definition.description,
          group: definition.group,
          restrictions: JSON.stringify(definition.restrictions ?? []),
          advanced: definition.advanced ? (1 as const) : (0 as const),
          updated_at: now,
        };
        await trx
          .insertInto('permissions')
          .values({ name: definition.name, created_at: now, ...values })
          .onConflict((oc) => oc.column('name').doUpdateSet(values))
          .execute();
      }
    });
  }

  /** Direct grants of a user plus the grants of each of the user's roles, in one query. */
  async grantsForUser(userId: number): Promise<GrantRow[]> {
    return grantsReaching(this.db, userId)
      .select(['p.name', 'pa.restrictions', 'pa.permissionable_type'])
      .execute();
  }

  /** Which of `ids` hold the permission, and how many other users do. */
  async holders(permission: string, ids: number[]): Promise<{ among: number[]; outside: number }> {
    const [among, outside] = await Promise.all([
      ids.length
        ? this.holderQuery(permission).select('u.id').where('u.id', 'in', ids).execute()
        : [],
      this.countHolders(permission, ids),
    ]);
    return { among: among.map((row) => row.id), outside };
  }

  /** How many users hold the permission, directly or through a role, leaving out `except`. */
  async countHolders(permission: string, except: number[] = []): Promise<number> {
    let query = this.holderQuery(permission).select((eb) => eb.fn.countAll().as('count'));
    if (except.length) query = query.where('u.id', 'not in', except);
    const { count } = await query.executeTakeFirstOrThrow();
    return toCount(count);
  }

  /** Users (as `u`) holding the permission. */
  private holderQuery(permission: string) {
    return this.db
      .selectFrom('users as u')
      .where((eb) =>
        eb.exists(
          grantsReaching(this.db, eb.ref('u.id')).select('pa.id').where('p.name', '=', permission),
        ),
      );
  }

  async grantsForRole(roleId: number): Promise<GrantRow[]> {
    return this.db
      .selectFrom('permissionables as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['p.name', 'pa.restrictions', 'pa.permissionable_type'])
      .where('pa.permissionable_type', '=', 'role')
      .where('pa.permissionable_id', '=', roleId)
      .execute();
  }

  async grant(
    type: PermissionableType,
    ownerId: number,
    names: string[],
    restrictions: Record<string, PermissionRestriction[]> = {},
  ): Promise<void> {
    if (!names.length) return;
    const permissions = await this.db
      .selectFrom('permissions')
      .select(['id', 'name'])
      .where('name', 'in', names)
      .execute();
    await this.db
      .insertInto('permissionables')
      .values(
        permissions.map((permission) => ({
          permission_id: permission.id,
          permissionable_type: type,
          permissionable_id: ownerId,
          restrictions: JSON.stringify(restrictions[permission.name] ?? []),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Merges grants into one entry per permission. A direct user grant wins over role grants; among
 * roles the most generous restriction wins, and a role without a value means no limit.
 */
export function mergeGrants(rows: GrantRow[]): GrantedPermission[] {
  const byName = new Map<string, { direct: boolean; restrictions: Map<string, number | null> }>();
  for (const row of rows) {
    const restrictions = JSON.parse(row.restrictions) as PermissionRestriction[];
    const direct = row.permissionable_type === 'user';
    const existing = byName.get(row.name);
    if (!existing || (direct && !existing.direct)) {
      byName.set(row.name, {
        direct,
        restrictions: new Map(restrictions.map((r) => [r.name, r.value])),
      });
      continue;
    }
    if (existing.direct && !direct) continue;
    for (const [name, current] of existing.restrictions) {
      const other = restrictions.find((r) => r.name === name)?.value ?? null;
      existing.restrictions.set(
        name,
        current === null || other === null ? null : Math.max(current, other),
      );
    }
  }
  return [...byName.entries()].map(([name, { restrictions }]) => ({
    name,
    restrictions: [...restrictions.entries()]
      .filter(([, value]) => value !== null)
      .map(([restriction, value]) => ({ name: restriction, value })),
  }));
}

import type { GrantedPermission, PermissionRestriction } from '@common/permissions/permission';
import { nowIso } from '../../db/dialect';
import type { PermissionableType } from './permissions-tables';
import { Repository } from '../../db/transactions';
import type { PermissionDefinition } from './permission-catalogue';

export interface GrantRow {
  name: string;
  restrictions: string;
  permissionable_type: PermissionableType;
}

/** Who a permission is granted to: users directly, and roles (whose members the roles module knows). */
export interface Grantees {
  userIds: number[];
  roleIds: number[];
}

export class PermissionRepository extends Repository {
  /** Inserts new catalogue entries and refreshes the texts of existing ones. */
  async syncCatalogue(definitions: PermissionDefinition[]): Promise<void> {
    const now = nowIso();
    await this.transaction(async ({ db }) => {
      for (const definition of definitions) {
        const values = {
          display_name: definition.display_name,
          description: definition.description,
          group: definition.group,
          restrictions: JSON.stringify(definition.restrictions ?? []),
          advanced: definition.advanced ? (1 as const) : (0 as const),
          updated_at: now,
        };
        await db
          .insertInto('permissions')
          .values({ name: definition.name, created_at: now, ...values })
          .onConflict((oc) => oc.column('name').doUpdateSet(values))
          .execute();
      }
    });
  }

  /**
   * Direct grants of a user plus the grants of the given roles and plans (the user's), in one
   * query.
   */
  async grantsForUser(
    userId: number,
    roleIds: number[],
    planIds: number[] = [],
  ): Promise<GrantRow[]> {
    return this.db
      .selectFrom('permissionables as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['p.name', 'pa.restrictions', 'pa.permissionable_type'])
      .where((eb) => {
        const direct = eb.and([
          eb('pa.permissionable_type', '=', 'user'),
          eb('pa.permissionable_id', '=', userId),
        ]);
        const owners = [direct];
        if (roleIds.length) {
          owners.push(
            eb.and([
              eb('pa.permissionable_type', '=', 'role'),
              eb('pa.permissionable_id', 'in', roleIds),
            ]),
          );
        }
        if (planIds.length) {
          owners.push(
            eb.and([
              eb('pa.permissionable_type', '=', 'plan'),
              eb('pa.permissionable_id', 'in', planIds),
            ]),
          );
        }
        return owners.length === 1 ? direct : eb.or(owners);
      })
      .execute();
  }

  /** The users and roles the permission is granted to. */
  async grantees(permission: string): Promise<Grantees> {
    const rows = await this.db
      .selectFrom('permissionables as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['pa.permissionable_type', 'pa.permissionable_id'])
      .where('p.name', '=', permission)
      .execute();
    const idsOf = (type: PermissionableType) =>
      rows.filter((row) => row.permissionable_type === type).map((row) => row.permissionable_id);
    return { userIds: idsOf('user'), roleIds: idsOf('role') };
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
 * Merges grants into one entry per permission. A direct user grant wins over role and plan
 * grants; among roles and plans the most generous restriction wins, and one without a value
 * means no limit.
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

import type { Selectable } from 'kysely';
import type { GrantedPermission, PermissionRestriction } from '@common/permissions/permission';
import type { PermissionableType, PermissionsTable } from './permissions-tables';
import { Repository } from '../../db/transactions';
import { WORKSPACE_PERMISSION_GROUP, type PermissionScope } from './permission-catalogue';

export type PermissionRow = Selectable<PermissionsTable>;

/** The grants (permissionables) of one role or user, read and replaced as a whole. */
export class PermissionGrantRepository extends Repository {
  /** The catalogue of one scope: site permissions, or the workspace ones (their own group). */
  async definitions(scope: PermissionScope = 'sitewide'): Promise<PermissionRow[]> {
    return this.db
      .selectFrom('permissions')
      .selectAll()
      .where('group', scope === 'workspace' ? '=' : '!=', WORKSPACE_PERMISSION_GROUP)
      .orderBy('group')
      .orderBy('id')
      .execute();
  }

  async grantsOf(type: PermissionableType, ownerId: number): Promise<GrantedPermission[]> {
    const rows = await this.db
      .selectFrom('permissionables as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['p.name', 'pa.restrictions'])
      .where('pa.permissionable_type', '=', type)
      .where('pa.permissionable_id', '=', ownerId)
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      restrictions: JSON.parse(row.restrictions) as PermissionRestriction[],
    }));
  }

  /** The grants of many owners of one type at once (a list's rows). */
  async grantsOfMany(
    type: PermissionableType,
    ownerIds: number[],
  ): Promise<Map<number, GrantedPermission[]>> {
    const grants = new Map<number, GrantedPermission[]>(ownerIds.map((id) => [id, []]));
    if (!ownerIds.length) return grants;
    const rows = await this.db
      .selectFrom('permissionables as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['pa.permissionable_id', 'p.name', 'pa.restrictions'])
      .where('pa.permissionable_type', '=', type)
      .where('pa.permissionable_id', 'in', ownerIds)
      .orderBy('p.id')
      .execute();
    for (const row of rows) {
      grants.get(row.permissionable_id)?.push({
        name: row.name,
        restrictions: JSON.parse(row.restrictions) as PermissionRestriction[],
      });
    }
    return grants;
  }

  /** Deletes every grant of the owner and inserts `grants`; call inside a transaction. */
  async replace(
    type: PermissionableType,
    ownerId: number,
    grants: Array<{ permissionId: number; restrictions: PermissionRestriction[] }>,
  ): Promise<void> {
    await this.revokeAll(type, [ownerId]);
    if (!grants.length) return;
    await this.db
      .insertInto('permissionables')
      .values(
        grants.map((grant) => ({
          permission_id: grant.permissionId,
          permissionable_type: type,
          permissionable_id: ownerId,
          restrictions: JSON.stringify(grant.restrictions),
        })),
      )
      .execute();
  }

  /** Deletes every grant of these owners (grants are polymorphic, so no foreign key cascades). */
  async revokeAll(type: PermissionableType, ownerIds: number[]): Promise<void> {
    if (!ownerIds.length) return;
    await this.db
      .deleteFrom('permissionables')
      .where('permissionable_type', '=', type)
      .where('permissionable_id', 'in', ownerIds)
      .execute();
  }
}

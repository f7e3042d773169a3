import type { GrantedPermission, PermissionRestriction } from '@common/permissions/permission';
import type { Db } from '../../db/connection';
import type { PermissionableType, PermissionsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type PermissionRow = Selectable<PermissionsTable>;

/** The grants (permissionables) of one role or user, read and replaced as a whole. */
export class PermissionGrantRepository {
  constructor(private readonly db: Db) {}

  async definitions(): Promise<PermissionRow[]> {
    return this.db.selectFrom('permissions').selectAll().orderBy('group').orderBy('id').execute();
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

  /** Deletes every grant of the owner and inserts `grants`; call inside a transaction. */
  async replace(
    type: PermissionableType,
    ownerId: number,
    grants: Array<{ permissionId: number; restrictions: PermissionRestriction[] }>,
  ): Promise<void> {
    await this.db
      .deleteFrom('permissionables')
      .where('permissionable_type', '=', type)
      .where('permissionable_id', '=', ownerId)
      .execute();
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
}

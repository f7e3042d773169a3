import type { GrantedPermission } from '@common/permissions/permission';
import type { Db } from '../../db/connection';
import type { PermissionableType } from '../../db/schema';
import { validationError } from '../../http/http-error';
import { PermissionGrantRepository, type PermissionRow } from './permission-grant-repository';
import type { GrantInput } from './role-schema';

export interface PermissionDefinitionResource {
  name: string;
  display_name: string;
  description: string | null;
  group: string;
  restrictions: Array<{ name: string; description: string }>;
  advanced: boolean;
}

const toDefinition = (row: PermissionRow): PermissionDefinitionResource => ({
  name: row.name,
  display_name: row.display_name,
  description: row.description,
  group: row.group,
  restrictions: JSON.parse(row.restrictions) as PermissionDefinitionResource['restrictions'],
  advanced: row.advanced === 1,
});

/**
 * Permission grants of roles and users (spec 6): validated against the catalogue stored in the
 * permissions table and replaced as a whole. Used by roles and by the admin users module.
 */
export class PermissionGrantService {
  constructor(private readonly db: Db) {}

  async definitions(): Promise<PermissionDefinitionResource[]> {
    return (await new PermissionGrantRepository(this.db).definitions()).map(toDefinition);
  }

  /** Definitions grouped by their `group`, in catalogue order. */
  async grouped(): Promise<Record<string, PermissionDefinitionResource[]>> {
    const groups: Record<string, PermissionDefinitionResource[]> = {};
    for (const definition of await this.definitions()) {
      (groups[definition.group] ??= []).push(definition);
    }
    return groups;
  }

  grantsOf(
    type: PermissionableType,
    ownerId: number,
    db: Db = this.db,
  ): Promise<GrantedPermission[]> {
    return new PermissionGrantRepository(db).grantsOf(type, ownerId);
  }

  /**
   * Replaces the owner's grants with `grants` using `trx` (the caller's transaction). Unknown
   * permissions or restrictions a permission does not define are 422 on `permissions`.
   */
  async replace(
    trx: Db,
    type: PermissionableType,
    ownerId: number,
    grants: GrantInput[],
  ): Promise<void> {
    const repository = new PermissionGrantRepository(trx);
    const byName = new Map((await repository.definitions()).map((row) => [row.name, row]));
    const seen = new Set<string>();
    const rows = grants.flatMap((grant) => {
      const definition = byName.get(grant.name);
      if (!definition) {
        throw validationError({ permissions: [`The permission ${grant.name} does not exist.`] });
      }
      if (seen.has(grant.name)) return [];
      seen.add(grant.name);
      const allowed = new Set(toDefinition(definition).restrictions.map((r) => r.name));
      for (const restriction of grant.restrictions) {
        if (!allowed.has(restriction.name)) {
          throw validationError({
            permissions: [
              `The permission ${grant.name} has no restriction named ${restriction.name}.`,
            ],
          });
        }
      }
      return [{ permissionId: definition.id, restrictions: grant.restrictions }];
    });
    await repository.replace(type, ownerId, rows);
  }
}

import type { PermissionDefinition as PermissionDefinitionResource } from '@common/api/roles';
import type { GrantedPermission } from '@common/permissions/permission';
import type { PermissionableType } from './permissions-tables';
import type { Trx } from '../../db/transactions';
import { InvalidError } from '../../domain/errors';
import type { PermissionGrantRepository, PermissionRow } from './permission-grant-repository';
import type { GrantInput } from './permission-grant-schema';

export type { PermissionDefinitionResource };

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
 * permissions table and replaced as a whole. Used by roles and by the admin users module, whose
 * transactions pass `trx` so the grants are written with the rest.
 */
export class PermissionGrantService {
  constructor(private readonly grants: PermissionGrantRepository) {}

  async definitions(): Promise<PermissionDefinitionResource[]> {
    return (await this.grants.definitions()).map(toDefinition);
  }

  /** Definitions grouped by their `group`, in catalogue order. */
  async grouped(): Promise<Record<string, PermissionDefinitionResource[]>> {
    const groups: Record<string, PermissionDefinitionResource[]> = {};
    for (const definition of await this.definitions()) {
      (groups[definition.group] ??= []).push(definition);
    }
    return groups;
  }

  grantsOf(type: PermissionableType, ownerId: number, trx?: Trx): Promise<GrantedPermission[]> {
    return this.repository(trx).grantsOf(type, ownerId);
  }

  /**
   * Replaces the owner's grants with `grants`. Unknown permissions or restrictions a permission
   * does not define are 422 on `permissions`.
   */
  async replace(
    type: PermissionableType,
    ownerId: number,
    grants: GrantInput[],
    trx?: Trx,
  ): Promise<void> {
    const repository = this.repository(trx);
    const byName = new Map((await repository.definitions()).map((row) => [row.name, row]));
    const seen = new Set<string>();
    const rows = grants.flatMap((grant) => {
      const definition = byName.get(grant.name);
      if (!definition) {
        throw new InvalidError({ permissions: [`The permission ${grant.name} does not exist.`] });
      }
      if (seen.has(grant.name)) return [];
      seen.add(grant.name);
      const allowed = new Set(toDefinition(definition).restrictions.map((r) => r.name));
      for (const restriction of grant.restrictions) {
        if (!allowed.has(restriction.name)) {
          throw new InvalidError({
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

  /** Removes every grant of these roles or users (before they are deleted). */
  revokeAll(type: PermissionableType, ownerIds: number[], trx?: Trx): Promise<void> {
    return this.repository(trx).revokeAll(type, ownerIds);
  }

  private repository(trx: Trx | undefined): PermissionGrantRepository {
    return trx ? this.grants.bound(trx) : this.grants;
  }
}

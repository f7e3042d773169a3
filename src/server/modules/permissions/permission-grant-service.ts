import type { PermissionDefinition as PermissionDefinitionResource } from '@common/api/roles';
import type { GrantedPermission } from '@common/permissions/permission';
import type { PermissionableType } from './permissions-tables';
import type { Trx } from '../../db/transactions';
import { InvalidError } from '../../domain/errors';
import type { PermissionGrantRepository, PermissionRow } from './permission-grant-repository';
import type { GrantInput } from './permission-grant-schema';
import type { PermissionScope } from './permission-catalogue';

export type { PermissionDefinitionResource };

const toDefinition = (row: PermissionRow): PermissionDefinitionResource => ({
  name: row.name,
  display_name: row.display_name,
  description: row.description,
  group: row.group,
  restrictions: JSON.parse(row.restrictions) as PermissionDefinitionResource['restrictions'],
  advanced: row.advanced === 1,
});

/** The rows `grants` become; unknown permissions or restrictions are 422 on `permissions`. */
function grantRows(
  definitions: PermissionRow[],
  grants: GrantInput[],
): Array<{ permissionId: number; restrictions: GrantInput['restrictions'] }> {
  const byName = new Map(definitions.map((row) => [row.name, row]));
  const seen = new Set<string>();
  return grants.flatMap((grant) => {
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
}

/**
 * Permission grants of roles, users and billing plans (spec 6): validated against the catalogue stored in the
 * permissions table and replaced as a whole. Used by roles, billing plans and the admin users module, whose
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

  /** The grants of many owners of one type, by owner id (every id present). */
  grantsOfMany(
    type: PermissionableType,
    ownerIds: number[],
    trx?: Trx,
  ): Promise<Map<number, GrantedPermission[]>> {
    return this.repository(trx).grantsOfMany(type, ownerIds);
  }

  /**
   * Replaces the owner's grants with `grants`. Unknown permissions or restrictions a permission
   * does not define are 422 on `permissions`, as is a permission of the other scope (a workspace
   * role holds workspace permissions only, everything else site permissions only).
   */
  async replace(
    type: PermissionableType,
    ownerId: number,
    grants: GrantInput[],
    trx?: Trx,
    scope: PermissionScope = 'sitewide',
  ): Promise<void> {
    const repository = this.repository(trx);
    const rows = grantRows(await repository.definitions(scope), grants);
    await repository.replace(type, ownerId, rows);
  }

  /**
   * Checks grants as `replace` would, without writing: for callers that must refuse bad input
   * before a step outside the database (billing syncs a plan to the gateways first).
   */
  async assertValid(grants: GrantInput[]): Promise<void> {
    grantRows(await this.grants.definitions(), grants);
  }

  /** Removes every grant of these roles or users (before they are deleted). */
  revokeAll(type: PermissionableType, ownerIds: number[], trx?: Trx): Promise<void> {
    return this.repository(trx).revokeAll(type, ownerIds);
  }

  private repository(trx: Trx | undefined): PermissionGrantRepository {
    return trx ? this.grants.bound(trx) : this.grants;
  }
}

import type { GrantedPermission, Role } from '@common/permissions/permission';
import type { RoleRepository } from '../roles/role-repository';
import type { Db } from '../../db/connection';
import { mergeGrants, PermissionRepository } from './permission-repository';

export class PermissionService {
  private guestRoleCache: Promise<Role | null> | null = null;

  constructor(
    private readonly permissions: PermissionRepository,
    private readonly roles: RoleRepository,
  ) {}

  /** Grants permissions to a user directly, inside `trx` when the grant is part of a transaction. */
  grantToUser(userId: number, names: string[], trx?: Db): Promise<void> {
    const repository = trx ? new PermissionRepository(trx) : this.permissions;
    return repository.grant('user', userId, names);
  }

  /** Which of `ids` hold the permission and how many other users do, inside `trx` when given. */
  holders(
    permission: string,
    ids: number[],
    trx?: Db,
  ): Promise<{ among: number[]; outside: number }> {
    return (trx ? new PermissionRepository(trx) : this.permissions).holders(permission, ids);
  }

  /** How many users hold the permission (directly or through a role), leaving out `except`. */
  countHolders(permission: string, except: number[] = [], trx?: Db): Promise<number> {
    return (trx ? new PermissionRepository(trx) : this.permissions).countHolders(
      permission,
      except,
    );
  }

  async forUser(userId: number): Promise<GrantedPermission[]> {
    return mergeGrants(await this.permissions.grantsForUser(userId));
  }

  /** The role whose permissions apply to visitors who are not logged in (cached until roles change). */
  guestRole(): Promise<Role | null> {
    this.guestRoleCache ??= this.loadGuestRole().catch((error: unknown) => {
      this.guestRoleCache = null;
      throw error;
    });
    return this.guestRoleCache;
  }

  /** Call after any change to roles or their permissions. */
  rolesChanged(): void {
    this.guestRoleCache = null;
  }

  private async loadGuestRole(): Promise<Role | null> {
    const role = await this.roles.guestRole();
    if (!role) return null;
    const permissions = mergeGrants(await this.permissions.grantsForRole(role.id));
    return {
      id: role.id,
      name: role.name,
      description: role.description,
      guests: true,
      permissions,
    };
  }
}

import type { GrantedPermission, Role } from '@common/permissions/permission';
import type { Trx } from '../../db/transactions';
import type { UserRoleService } from '../roles';
import { mergeGrants, type PermissionRepository } from './permission-repository';
import type { UserPlanSource } from './user-plan-source';

/** Who holds a permission among some users, and how many other users hold it. */
export interface PermissionHolders {
  among: number[];
  outside: number;
}

/**
 * The permissions that reach a user (granted directly or through roles) and the guest role's.
 * Role membership comes from the roles module; `trx` joins a caller's transaction.
 */
export class PermissionService {
  private guestRoleCache: Promise<Role | null> | null = null;

  constructor(
    private readonly permissions: PermissionRepository,
    private readonly userRoles: UserRoleService,
    /** The member's plans (billing), whose permissions add to their roles'. */
    private readonly plans: Pick<UserPlanSource, 'holdingsOf'>,
  ) {}

  /** Grants permissions to a user directly. */
  grantToUser(userId: number, names: string[], trx?: Trx): Promise<void> {
    return this.repository(trx).grant('user', userId, names);
  }

  /** Which of `ids` hold the permission (directly or through a role), and how many other users do. */
  async holders(permission: string, ids: number[], trx?: Trx): Promise<PermissionHolders> {
    const grantees = await this.repository(trx).grantees(permission);
    const direct = new Set(grantees.userIds);
    const [members, outside] = await Promise.all([
      this.userRoles.membersAmong(ids, grantees.roleIds, trx),
      this.countOutside(grantees, ids, trx),
    ]);
    const viaRole = new Set(members);
    return { among: ids.filter((id) => direct.has(id) || viaRole.has(id)), outside };
  }

  /** How many users hold the permission (directly or through a role), leaving out `except`. */
  async countHolders(permission: string, except: number[] = [], trx?: Trx): Promise<number> {
    return this.countOutside(await this.repository(trx).grantees(permission), except, trx);
  }

  /**
   * The user's merged permissions (direct, their roles' and their plans'); pass the user's role
   * and plan ids when they are known already.
   */
  async forUser(
    userId: number,
    roleIds?: number[],
    planIds?: number[],
  ): Promise<GrantedPermission[]> {
    const [roles, plans] = await Promise.all([
      roleIds ?? this.userRoles.roleIdsOf(userId),
      planIds ?? this.plans.holdingsOf(userId).then((holdings) => holdings.planIds),
    ]);
    return mergeGrants(await this.permissions.grantsForUser(userId, roles, plans));
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

  /** Holders outside `except`: members of the granted roles plus direct grantees without one. */
  private async countOutside(
    grantees: { userIds: number[]; roleIds: number[] },
    except: number[],
    trx: Trx | undefined,
  ): Promise<number> {
    const excluded = new Set(except);
    const direct = [...new Set(grantees.userIds)].filter((id) => !excluded.has(id));
    const [viaRoles, directMembers] = await Promise.all([
      this.userRoles.countMembers(grantees.roleIds, except, trx),
      this.userRoles.membersAmong(direct, grantees.roleIds, trx),
    ]);
    return viaRoles + direct.length - directMembers.length;
  }

  private async loadGuestRole(): Promise<Role | null> {
    const role = await this.userRoles.guestRole();
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

  private repository(trx: Trx | undefined): PermissionRepository {
    return trx ? this.permissions.bound(trx) : this.permissions;
  }
}

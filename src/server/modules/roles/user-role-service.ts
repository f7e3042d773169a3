import type { Trx } from '../../db/transactions';
import type { RoleRepository, RoleRow, RoleSummary } from './role-repository';

/**
 * The built-in roles and which users hold which roles, for the users and permissions modules.
 * Methods that write, or read for a check, take the caller's transaction as `trx`.
 */
export class UserRoleService {
  constructor(private readonly roles: RoleRepository) {}

  guestRole(): Promise<RoleRow | undefined> {
    return this.roles.guestRole();
  }

  /** Gives a new user the default role (the one every registered user gets), if there is one. */
  async attachDefaultRole(userId: number, trx?: Trx): Promise<void> {
    const roles = this.repository(trx);
    const role = await roles.defaultRole();
    if (role) await roles.attachToUser(userId, [role.id]);
  }

  /** Replaces the user's roles. */
  setUserRoles(userId: number, roleIds: number[], trx?: Trx): Promise<void> {
    return this.repository(trx).setForUser(userId, roleIds);
  }

  async rolesOf(userId: number): Promise<RoleSummary[]> {
    return (await this.roles.rolesOfUsers([userId])).get(userId) ?? [];
  }

  async roleIdsOf(userId: number, trx?: Trx): Promise<number[]> {
    const roles = (await this.repository(trx).rolesOfUsers([userId])).get(userId) ?? [];
    return roles.map((role) => role.id);
  }

  /** The roles of many users in one query, by user id. */
  rolesOfUsers(userIds: number[]): Promise<Map<number, RoleSummary[]>> {
    return this.roles.rolesOfUsers(userIds);
  }

  /** Which of `ids` are existing roles. */
  existingIds(ids: number[]): Promise<number[]> {
    return this.roles.existingIds(ids);
  }

  /** Every user holding the role. */
  userIdsWithRole(roleId: number): Promise<number[]> {
    return this.roles.userIdsWithRole(roleId);
  }

  /**
   * The users holding any of the roles, one page of ids at a time (in id order, the next page
   * after the last id of this one; an empty page ends it).
   */
  userIdsWithRolesAfter(roleIds: number[], afterUserId: number, limit = 500): Promise<number[]> {
    return this.roles.userIdsWithRolesAfter(roleIds, afterUserId, limit);
  }

  /** Which of `userIds` hold at least one of `roleIds`. */
  membersAmong(userIds: number[], roleIds: number[], trx?: Trx): Promise<number[]> {
    return this.repository(trx).membersAmong(userIds, roleIds);
  }

  /** How many users hold at least one of `roleIds`, leaving out `except`. */
  countMembers(roleIds: number[], except: number[], trx?: Trx): Promise<number> {
    return this.repository(trx).countMembers(roleIds, except);
  }

  private repository(trx: Trx | undefined): RoleRepository {
    return trx ? this.roles.bound(trx) : this.roles;
  }
}

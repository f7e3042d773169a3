import type { Workspace, WorkspaceMember } from '@common/api/workspaces';
import type { Transactions, Trx } from '../../db/transactions';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { WORKSPACE_OWNER_ROLE } from '../permissions';
import type { UserService } from '../users';
import type { WorkspaceAccessService } from './workspace-access';
import type { WorkspaceRepository } from './workspace-repository';
import { defaultWorkspace, toInvite, toMember, toWorkspace } from './workspace-resource';

export const WORKSPACE_NOT_FOUND = 'Workspace not found.';
export const MEMBER_NOT_FOUND = 'The member does not exist.';
export const OWNER_PROTECTED = 'The owner of the workspace cannot be changed or removed.';
export const NOT_A_WORKSPACE_ROLE = 'The role must be a workspace role.';

/** What other modules keep in a workspace; deleting it gives each creator back their content. */
export interface WorkspaceContent {
  returnToCreators(workspaceId: number, trx: Trx): Promise<void>;
}

export interface WorkspaceServiceDeps {
  workspaces: WorkspaceRepository;
  access: WorkspaceAccessService;
  users: Pick<UserService, 'contacts'>;
  content: WorkspaceContent[];
  transactions: Transactions;
}

/**
 * Workspaces and their members (issue 17): outsiders get 404 for a workspace, members without
 * the workspace permission 403. The owner is a member holding every workspace permission and
 * can be neither removed nor given another role.
 */
export class WorkspaceService {
  constructor(private readonly deps: WorkspaceServiceDeps) {}

  /** 'Default' first, then the user's workspaces by name. */
  async forUser(userId: number): Promise<Workspace[]> {
    const [rows, roles] = await Promise.all([
      this.deps.workspaces.memberships(userId),
      this.deps.access.roles(),
    ]);
    return [
      defaultWorkspace(userId),
      ...rows.map((row) =>
        toWorkspace(row, row.members_count, this.deps.access.permissionsFor(userId, row, roles)),
      ),
    ];
  }

  async show(
    userId: number,
    id: number,
    relations: { members?: boolean; invites?: boolean } = {},
  ): Promise<Workspace> {
    const [row] = await this.deps.workspaces.memberships(userId, id);
    if (!row) throw new NotFoundError(WORKSPACE_NOT_FOUND);
    const roles = await this.deps.access.roles();
    const workspace = toWorkspace(
      row,
      row.members_count,
      this.deps.access.permissionsFor(userId, row, roles),
    );
    if (relations.members) workspace.members = await this.members(id, row.owner_id);
    if (relations.invites) {
      workspace.invites = (await this.deps.workspaces.invites(id)).map((invite) =>
        toInvite(invite, roles),
      );
    }
    return workspace;
  }

  /** The creator owns it and is its first member, with the 'Workspace Admin' role. */
  async create(userId: number, name: string): Promise<Workspace> {
    const adminRole = await this.roleNamed(WORKSPACE_OWNER_ROLE);
    const id = await this.deps.workspaces.transaction(async (workspaces) => {
      const row = await workspaces.create(name, userId);
      await workspaces.addMember(row.id, userId, adminRole);
      return row.id;
    });
    return this.show(userId, id);
  }

  async rename(userId: number, id: number, name: string): Promise<Workspace> {
    await this.assertCan(userId, id, 'workspace.update');
    await this.deps.workspaces.rename(id, name);
    return this.show(userId, id);
  }

  /** Owner only; in one transaction its lists and files go back to their creators' spaces. */
  async delete(userId: number, id: number): Promise<void> {
    const workspace = await this.memberWorkspace(userId, id);
    if (workspace.owner_id !== userId) throw new ForbiddenError();
    await this.deps.transactions.run(async (trx) => {
      for (const content of this.deps.content) await content.returnToCreators(id, trx);
      await this.deps.workspaces.bound(trx).delete(id);
    });
  }

  async changeRole(
    userId: number,
    id: number,
    memberId: number,
    roleId: number,
  ): Promise<WorkspaceMember> {
    const workspace = await this.assertCan(userId, id, 'members.update');
    const member = await this.deps.workspaces.member(id, memberId);
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
    if (memberId === workspace.owner_id) throw new ForbiddenError(OWNER_PROTECTED);
    const roles = await this.deps.access.roles();
    if (!roles.has(roleId)) throw new InvalidError({ roleId: [NOT_A_WORKSPACE_ROLE] });
    await this.deps.workspaces.setMemberRole(id, memberId, roleId);
    const contact = (await this.deps.users.contacts([memberId])).get(memberId);
    return toMember({ ...member, role_id: roleId }, workspace.owner_id, contact, roles);
  }

  /** members.delete removes others; any member but the owner may leave. */
  async removeMember(userId: number, id: number, memberId: number): Promise<void> {
    const workspace = await this.memberWorkspace(userId, id);
    if (memberId !== userId && !(await this.deps.access.can(userId, id, 'members.delete'))) {
      throw new ForbiddenError();
    }
    if (!(await this.deps.workspaces.member(id, memberId))) {
      throw new NotFoundError(MEMBER_NOT_FOUND);
    }
    if (memberId === workspace.owner_id) throw new ForbiddenError(OWNER_PROTECTED);
    await this.deps.workspaces.removeMember(id, memberId);
  }

  /** The workspace when the user belongs to it; 404 otherwise, so ids of others do not leak. */
  async memberWorkspace(userId: number, id: number) {
    const [row] = await this.deps.workspaces.memberships(userId, id);
    if (!row) throw new NotFoundError(WORKSPACE_NOT_FOUND);
    return row;
  }

  /** 404 for outsiders, 403 for members without the workspace permission. */
  async assertCan(
    userId: number,
    id: number,
    permission: Parameters<WorkspaceAccessService['can']>[2],
  ) {
    const row = await this.memberWorkspace(userId, id);
    const roles = await this.deps.access.roles();
    if (!this.deps.access.permissionsFor(userId, row, roles).includes(permission)) {
      throw new ForbiddenError();
    }
    return row;
  }

  /** A built-in workspace role's id; the first workspace role if an administrator renamed it. */
  async roleNamed(name: string): Promise<number> {
    const roles = [...(await this.deps.access.roles()).values()];
    const role = roles.find((r) => r.name === name) ?? roles[0];
    if (!role) throw new Error('No workspace role exists; the roles are seeded at start.');
    return role.id;
  }

  private async members(id: number, ownerId: number): Promise<WorkspaceMember[]> {
    const [rows, roles] = await Promise.all([
      this.deps.workspaces.members(id),
      this.deps.access.roles(),
    ]);
    const contacts = await this.deps.users.contacts(rows.map((row) => row.user_id));
    return rows.map((row) => toMember(row, ownerId, contacts.get(row.user_id), roles));
  }
}

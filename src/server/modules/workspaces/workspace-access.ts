import { workspacePermissionNames, type WorkspacePermissionName } from '@common/api/workspaces';
import type { RoleService, WorkspaceRole } from '../roles';
import type { WorkspaceRepository } from './workspace-repository';

export interface WorkspaceAccessDeps {
  workspaces: WorkspaceRepository;
  roles: Pick<RoleService, 'workspaceRoles'>;
}

/**
 * Who belongs to which workspace and what their role lets them do there: the answer the lists and
 * uploads modules ask for (their own WorkspaceAccess interfaces). Workspace 0, every user's
 * personal space, has each user as its only member.
 */
export class WorkspaceAccessService {
  constructor(private readonly deps: WorkspaceAccessDeps) {}

  async isMember(userId: number, workspaceId: number): Promise<boolean> {
    if (workspaceId === 0) return true;
    return (await this.deps.workspaces.member(workspaceId, userId)) !== undefined;
  }

  /** The user's workspace permissions there (every one for the owner), or null for an outsider. */
  async permissionsOf(
    userId: number,
    workspaceId: number,
  ): Promise<WorkspacePermissionName[] | null> {
    if (workspaceId === 0) return [...workspacePermissionNames];
    const [membership] = await this.deps.workspaces.memberships(userId, workspaceId);
    if (!membership) return null;
    return this.permissionsFor(userId, membership, await this.roles());
  }

  async can(
    userId: number,
    workspaceId: number,
    permission: WorkspacePermissionName,
  ): Promise<boolean> {
    return ((await this.permissionsOf(userId, workspaceId)) ?? []).includes(permission);
  }

  /** The workspace roles by id. */
  async roles(): Promise<Map<number, WorkspaceRole>> {
    return new Map((await this.deps.roles.workspaceRoles()).map((role) => [role.id, role]));
  }

  permissionsFor(
    userId: number,
    workspace: { owner_id: number; role_id: number },
    roles: Map<number, WorkspaceRole>,
  ): WorkspacePermissionName[] {
    if (workspace.owner_id === userId) return [...workspacePermissionNames];
    return roles.get(workspace.role_id)?.permissions ?? [];
  }
}

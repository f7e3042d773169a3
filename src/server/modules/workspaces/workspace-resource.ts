import {
  workspacePermissionNames,
  type Workspace,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspacePermissionName,
} from '@common/api/workspaces';
import type { WorkspaceRole } from '../roles';
import type { UserContact } from '../users';
import type { InviteRow, MemberRow, WorkspaceRow } from './workspace-repository';

/** Every user's personal space (spec 3): not a row, one member, everything allowed. */
export function defaultWorkspace(userId: number): Workspace {
  return {
    id: 0,
    name: 'Default',
    default: true,
    owner_id: userId,
    members_count: 1,
    my_permissions: [...workspacePermissionNames],
    created_at: null,
  };
}

export function toWorkspace(
  row: WorkspaceRow,
  membersCount: number,
  permissions: WorkspacePermissionName[],
): Workspace {
  return {
    id: row.id,
    name: row.name,
    default: false,
    owner_id: row.owner_id,
    members_count: membersCount,
    my_permissions: permissions,
    created_at: row.created_at,
  };
}

const roleName = (roles: Map<number, WorkspaceRole>, id: number) => roles.get(id)?.name ?? '';

export function toMember(
  row: MemberRow,
  ownerId: number,
  contact: UserContact | undefined,
  roles: Map<number, WorkspaceRole>,
): WorkspaceMember {
  return {
    id: row.user_id,
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    image: contact?.image ?? null,
    role_id: row.role_id,
    role_name: roleName(roles, row.role_id),
    is_owner: row.user_id === ownerId,
    joined_at: row.created_at,
  };
}

export function toInvite(row: InviteRow, roles: Map<number, WorkspaceRole>): WorkspaceInvite {
  return {
    id: row.id,
    email: row.email,
    role_id: row.role_id,
    role_name: roleName(roles, row.role_id),
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

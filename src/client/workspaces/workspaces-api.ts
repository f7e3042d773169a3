import type { QueryClient } from '@tanstack/react-query';
import type { RoleListItem } from '@common/api/roles';
import type { Workspace, WorkspaceInvite, WorkspaceMember } from '@common/api/workspaces';
import type { PaginationResponse } from '@common/http/responses';
import { apiClient } from '@client/http/api-client';
import { setActiveWorkspaceId } from './active-workspace';

/** Spec 7.4's cache keys. */
export const USER_WORKSPACES_KEY = ['user-workspaces'] as const;
export const workspaceWithMembersKey = (id: number) => ['workspace-with-members', id] as const;
export const WORKSPACE_ROLES_KEY = ['workspace-roles'] as const;

/** The user's spaces, whichever is active (so a stale cookie cannot stand in the way). */
export async function fetchMyWorkspaces(): Promise<Workspace[]> {
  const answer = await apiClient.get<{ workspaces: Workspace[] }>('me/workspaces', {
    workspaceId: 0,
  });
  return answer.workspaces;
}

export async function fetchWorkspaceWithMembers(id: number): Promise<Workspace> {
  const answer = await apiClient.get<{ workspace: Workspace }>(`workspace/${id}`, {
    with: ['members', 'invites'],
  });
  return answer.workspace;
}

export async function fetchWorkspaceRoles(): Promise<RoleListItem[]> {
  const answer = await apiClient.get<PaginationResponse<RoleListItem>>('roles', {
    type: 'workspace',
    perPage: 50,
  });
  return answer.data;
}

export async function createWorkspace(name: string): Promise<Workspace> {
  return (await apiClient.post<{ workspace: Workspace }>('workspace', { name })).workspace;
}

export async function renameWorkspace(id: number, name: string): Promise<Workspace> {
  return (await apiClient.put<{ workspace: Workspace }>(`workspace/${id}`, { name })).workspace;
}

export async function deleteWorkspace(id: number): Promise<void> {
  await apiClient.delete(`workspace/${id}`);
}

export async function inviteMembers(
  id: number,
  emails: string[],
  roleId: number | null,
): Promise<WorkspaceInvite[]> {
  const body = roleId ? { emails, roleId } : { emails };
  return (await apiClient.post<{ invites: WorkspaceInvite[] }>(`workspace/${id}/invite`, body))
    .invites;
}

export async function resendInvite(id: number, inviteId: string): Promise<void> {
  await apiClient.post(`workspace/${id}/invite/${inviteId}/resend`);
}

/** Withdraws an invite (a member with members.invite) or declines it (the invitee). */
export async function deleteInvite(inviteId: string): Promise<void> {
  await apiClient.delete(`workspace/invite/${inviteId}`);
}

export async function changeMemberRole(
  id: number,
  userId: number,
  roleId: number,
): Promise<WorkspaceMember> {
  const path = `workspace/${id}/member/${userId}/change-role`;
  return (await apiClient.post<{ member: WorkspaceMember }>(path, { roleId })).member;
}

/** Removes a member, or the signed-in user leaves when userId is theirs. */
export async function removeMember(id: number, userId: number): Promise<void> {
  await apiClient.delete(`workspace/${id}/member/${userId}`);
}

/** Spec 7.5: joins with an invite; 404 when it is used, expired or unknown. */
export async function joinWorkspace(inviteId: string): Promise<Workspace> {
  return (await apiClient.get<{ workspace: Workspace }>(`workspace/join/${inviteId}`)).workspace;
}

/**
 * Makes a workspace the active one: the cookie, then every query refetches, as lists and files
 * depend on the workspaceId the requests now carry (spec 7.1).
 */
export async function switchWorkspace(queryClient: QueryClient, id: number): Promise<void> {
  setActiveWorkspaceId(id);
  await queryClient.invalidateQueries();
}

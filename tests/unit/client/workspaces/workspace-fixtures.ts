import type { Workspace, WorkspacePermissionName } from '@common/api/workspaces';
import { workspacePermissionNames } from '@common/api/workspaces';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const defaultWorkspace: Workspace = {
  id: 0,
  name: 'Default',
  default: true,
  owner_id: null,
  members_count: 1,
  my_permissions: [...workspacePermissionNames],
  created_at: null,
};

export function buildWorkspace(
  id: number,
  name: string,
  overrides: Partial<Workspace> & { my_permissions?: WorkspacePermissionName[] } = {},
): Workspace {
  return {
    id,
    name,
    default: false,
    owner_id: 1,
    members_count: 1,
    my_permissions: [...workspacePermissionNames],
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Clears the activeWorkspaceId cookie between tests. */
export function clearWorkspaceCookie(): void {
  document.cookie = 'activeWorkspaceId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

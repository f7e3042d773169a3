/** Workspace constants the client needs without the API's zod schemas (issue 17; spec 9). */

/** spec 9: the activeWorkspaceId cookie (WORKSPACE_COOKIE in common/http/paths) lives 7 days. */
export const WORKSPACE_COOKIE_DAYS = 7;
export const INVITE_VALID_DAYS = 7;

export const workspacePermissionNames = [
  'workspace.update',
  'members.invite',
  'members.update',
  'members.delete',
  'lists.update',
  'files.update',
] as const;
export type WorkspacePermissionName = (typeof workspacePermissionNames)[number];

import { z } from 'zod';
import { workspacePermissionNames } from '../workspaces/workspace-rules';

/**
 * The workspaces API (issue 17; spec 2.4, 3 Workspace, 4, 7.1, 7.5, 9). Signed in (401 for visitors).
 * Workspace 0 is every user's personal 'Default' space: it is not a row, cannot be changed, and
 * `workspaceId` 0 (or none) means it.
 *
 *   GET    me/workspaces                         → {workspaces}: id 0 'Default' first, then the
 *                                                  workspaces the user owns or belongs to, by name
 *   POST   workspace {name}                      → {workspace} (the creator is its owner)
 *   GET    workspace/{id}?with=members,invites   → {workspace} (members only; 404 for outsiders)
 *   PUT    workspace/{id} {name}                 → {workspace} (workspace.update: owner or role)
 *   DELETE workspace/{id}                        → {ok: true} (owner only; its lists and files go
 *                                                  back to their creators' personal spaces)
 *   POST   workspace/{id}/invite {emails, roleId?} → {invites} (members.invite; roleId a workspace
 *                                                  role, default the workspace's member role; an
 *                                                  address already a member or invited is skipped)
 *   POST   workspace/{id}/invite/{inviteId}/resend → {invite}
 *   GET    workspace/join/{inviteId}             → {workspace} (the signed-in user's email must be
 *                                                  the invite's; 404 when used, expired or unknown)
 *   DELETE workspace/invite/{inviteId}           → {ok: true}: the invitee declines, or a member
 *                                                  with members.invite withdraws it; 404 otherwise
 *   POST   workspace/{id}/member/{userId}/change-role {roleId} → {member} (members.update; not the owner)
 *   DELETE workspace/{id}/member/{userId}        → {ok: true} (members.delete, or the member
 *                                                  themself to leave; the owner cannot be removed)
 *   GET    roles?type=workspace                  → the workspace roles (paginated like roles)
 *
 * Invites expire 7 days after they are sent (a resend starts a new 7 days). Workspace role
 * permissions: workspace.update, members.invite, members.update, members.delete, lists.update,
 * files.update (edit what others created in the workspace); every member may create lists and
 * files there and edit their own.
 */

export {
  INVITE_VALID_DAYS,
  WORKSPACE_COOKIE_DAYS,
  workspacePermissionNames,
  type WorkspacePermissionName,
} from '../workspaces/workspace-rules';

export const workspaceMember = z.object({
  /** The user's id. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role_id: z.number().int(),
  role_name: z.string(),
  is_owner: z.boolean(),
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMember>;

export const workspaceInvite = z.object({
  /** A random, unguessable id (it is the join link's secret). */
  id: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInvite>;

/** spec 3's Workspace; members and invites only when asked for with `with`. */
export const workspace = z.object({
  id: z.number().int(),
  name: z.string(),
  default: z.boolean(),
  owner_id: z.number().int().nullable(),
  members_count: z.number().int(),
  /** The signed-in user's permissions in it (every workspace permission for the owner). */
  my_permissions: z.array(z.enum(workspacePermissionNames)),
  created_at: z.string().nullable(),
  members: z.array(workspaceMember).optional(),
  invites: z.array(workspaceInvite).optional(),
});
export type Workspace = z.infer<typeof workspace>;

export const workspaceListResponse = z.object({ workspaces: z.array(workspace) });
export const workspaceResponse = z.object({ workspace });
export const workspaceNameBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(60),
});
export const inviteBody = z.object({
  emails: z.array(z.string().trim().toLowerCase().email().max(255)).min(1).max(20),
  roleId: z.number().int().positive().optional(),
});
export const inviteListResponse = z.object({ invites: z.array(workspaceInvite) });
export const inviteResponse = z.object({ invite: workspaceInvite });
export const changeRoleBody = z.object({ roleId: z.number().int().positive() });
export const memberResponse = z.object({ member: workspaceMember });

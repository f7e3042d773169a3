import type { Generated } from 'kysely';

export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceMembersTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  /** A role whose type is 'workspace'. */
  role_id: number;
  created_at: string;
}

export interface WorkspaceInvitesTable {
  /** Random and URL-safe: the join link's secret. */
  id: string;
  workspace_id: number;
  /** Lower-cased. */
  email: string;
  role_id: number;
  invited_by: number;
  created_at: string;
  expires_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface WorkspacesTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invites: WorkspaceInvitesTable;
}

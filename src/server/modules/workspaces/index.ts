/** The workspaces module's public surface: other modules reach it only through this file. */
export type { WorkspaceService, WorkspaceContent } from './workspace-service';
export type { WorkspaceInviteService } from './workspace-invite-service';
export type { WorkspaceAccessService } from './workspace-access';
export type { InviteRedemption } from './invite-redemption';
export { INVITE_NO_LONGER_VALID } from './invite-redemption';

/** The roles module's public surface: other modules reach it only through this file. */
export type { RoleService, WorkspaceRole } from './role-service';
export type { UserRoleService } from './user-role-service';
export type { RoleSummary } from './role-repository';

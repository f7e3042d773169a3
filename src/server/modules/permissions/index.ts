/** The permissions module's public surface: other modules reach it only through this file. */
export type { PermissionService, PermissionHolders } from './permission-service';
export type {
  PermissionGrantService,
  PermissionDefinitionResource,
} from './permission-grant-service';
export { grantsInput, type GrantInput } from './permission-grant-schema';
export {
  type Creator,
  type QuotaNoun,
  creationLimit,
  enforceCreationQuota,
  isAdmin,
} from './creation-quota';
export type { PlanHoldings, UserPlanSource } from './user-plan-source';
export type { PermissionableType } from './permissions-tables';
export {
  DEFAULT_WORKSPACE_ROLE,
  WORKSPACE_OWNER_ROLE,
  storedWorkspacePermission,
  workspacePermissionOf,
  type PermissionScope,
} from './permission-catalogue';

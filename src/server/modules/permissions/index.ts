/** The permissions module's public surface: other modules reach it only through this file. */
export type { PermissionService } from './permission-service';
export {
  type Creator,
  type QuotaNoun,
  creationLimit,
  enforceCreationQuota,
  isAdmin,
} from './creation-quota';

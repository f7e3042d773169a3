/**
 * The user as the API and the bootstrap data present it, inferred from the response schema in
 * @common/api/users (only some fields are read in each place).
 */
export type {
  SocialProfile,
  UserRecord as User,
  UserRoleRef,
  UserSubscription,
} from '../api/users';

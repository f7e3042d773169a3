/** The users module's public surface: other modules reach it only through this file. */
export type { UserService, NewUser, UnreadNotificationSource } from './user-service';
export type { AdminUserService } from './admin-user-service';
export type { NewestUser, UserContact, UserRow } from './user-repository';
export type { TwoFactorState } from './user-two-factor-repository';
export { toPublicUser } from './public-user';

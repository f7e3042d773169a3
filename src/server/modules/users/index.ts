/** The users module's public surface: other modules reach it only through this file. */
export type { UserService } from './user-service';
export { toPublicUser } from './public-user';

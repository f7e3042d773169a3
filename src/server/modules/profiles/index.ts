/** The profiles module's public surface: other modules reach it only through this file. */
export type { ProfileService } from './profile-service';
export type { PublicUser, UserProfile } from '@common/api/profiles';

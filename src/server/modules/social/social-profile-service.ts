import type { SocialProfile } from '@common/users/user';
import type { SocialProfileRepository } from './social-profile-repository';

/** The social accounts linked to a user, for the user resource (spec 3, social_profiles). */
export class SocialProfileService {
  constructor(private readonly profiles: SocialProfileRepository) {}

  forUser(userId: number): Promise<SocialProfile[]> {
    return this.profiles.forUser(userId);
  }
}

import type { SocialService } from '@common/settings/site-settings';
import { apiClient } from '@client/http/api-client';
import type { AccountUser, UserResponse } from '../account-user';

/** Spec 7.3 POST secure/auth/social/{service}/disconnect. */
export async function disconnectSocialService(service: SocialService): Promise<AccountUser> {
  // The service travels in the path; the body stays empty.
  const { user } = await apiClient.post<UserResponse>(`secure/auth/social/${service}/disconnect`);
  return user;
}

import { apiClient } from '@client/http/api-client';
import type { AccountUser, UserResponse } from '../account-user';

/** PUT users/{id} changes only the fields sent; null clears an optional one. */
export interface AccountDetailsPayload {
  name?: string;
  first_name?: string;
  last_name?: string;
  language?: string;
  country?: string | null;
  timezone?: string;
}

/** Spec 7.2 PUT users/{id}. */
export async function updateAccountDetails(
  userId: number,
  payload: AccountDetailsPayload,
): Promise<AccountUser> {
  const { user } = await apiClient.put<UserResponse>(`users/${userId}`, { ...payload });
  return user;
}

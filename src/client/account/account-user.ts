import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@common/users/user';
import { getBootstrapData, mergeBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';

/**
 * The user as GET users/me answers it. Spec 3 lists two_factor_recovery_codes on the user;
 * when the server includes it, it tells whether a two-factor setup is pending confirmation.
 */
export interface AccountUser extends User {
  two_factor_recovery_codes?: string[] | boolean | null;
}

export interface UserResponse {
  user: AccountUser;
}

export const ACCOUNT_USER_QUERY_KEY = ['users', 'me'] as const;

export function fetchAccountUser(): Promise<AccountUser> {
  return apiClient.get<UserResponse>('users/me').then((response) => response.user);
}

export function useAccountUser() {
  return useQuery({ queryKey: ACCOUNT_USER_QUERY_KEY, queryFn: fetchAccountUser });
}

/**
 * Applies a user a server call returned: the page's copy and the bootstrap user (navbar avatar,
 * name) both change. The bootstrap user is only replaced while the same user is signed in.
 */
export function applyAccountUser(queryClient: QueryClient, user: AccountUser): void {
  queryClient.setQueryData(ACCOUNT_USER_QUERY_KEY, user);
  if (getBootstrapData().user?.id !== user.id) return;
  const { two_factor_recovery_codes: _codes, ...bootstrapUser } = user;
  mergeBootstrapData({ user: bootstrapUser });
}

/** Reloads the user after a change whose answer does not carry it (two-factor steps). */
export async function refreshAccountUser(queryClient: QueryClient): Promise<void> {
  applyAccountUser(queryClient, await fetchAccountUser());
}

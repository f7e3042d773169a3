import type { UserSession } from '@common/api/sessions';
import { apiClient } from '@client/http/api-client';

/** Spec 3 Session. */
export type { UserSession };

export const USER_SESSIONS_QUERY_KEY = ['user-sessions'] as const;

export async function fetchUserSessions(): Promise<UserSession[]> {
  const { sessions } = await apiClient.get<{ sessions: UserSession[] }>('user-sessions');
  return sessions;
}

export async function logoutOtherSessions(password: string): Promise<void> {
  await apiClient.post('user-sessions/logout-other', { password });
}

import { apiClient } from '@client/http/api-client';

/** Spec 3 Session. */
export interface UserSession {
  id: number | string;
  device_type: string | null;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  token: string | null;
  last_active: string;
  is_current_device: boolean;
}

export const USER_SESSIONS_QUERY_KEY = ['user-sessions'] as const;

export async function fetchUserSessions(): Promise<UserSession[]> {
  const { sessions } = await apiClient.get<{ sessions: UserSession[] }>('user-sessions');
  return sessions;
}

export async function logoutOtherSessions(password: string): Promise<void> {
  await apiClient.post('user-sessions/logout-other', { password });
}

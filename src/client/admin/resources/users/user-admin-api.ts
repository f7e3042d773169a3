import type { AccessTokenRecord } from '@common/api/access-tokens';
import type { EndedSessions } from '@common/api/users';
import { apiClient } from '@client/http/api-client';

/** The admin security and token calls on one user (POST/GET/DELETE admin/users/{id}/…). */
export const userAdminApi = {
  ban: (id: number, reason: string) =>
    apiClient.post(`admin/users/${id}/ban`, { reason: reason.trim() || null }),
  unban: (id: number) => apiClient.post(`admin/users/${id}/unban`, {}),
  resetTwoFactor: (id: number) => apiClient.post(`admin/users/${id}/reset-two-factor`, {}),
  setPassword: (id: number, password: string) =>
    apiClient.post(`admin/users/${id}/password`, { password }),
  endSessions: (id: number) => apiClient.post<EndedSessions>(`admin/users/${id}/end-sessions`, {}),
  tokens: (id: number) =>
    apiClient.get<{ tokens: UserToken[] }>(`admin/users/${id}/tokens`).then((body) => body.tokens),
  deleteToken: (id: number, tokenId: number) =>
    apiClient.delete(`admin/users/${id}/tokens/${tokenId}`),
};

/** One of the user's API tokens (GET admin/users/{id}/tokens). */
export type UserToken = AccessTokenRecord;

import type { AccessTokenRecord, CreatedAccessToken } from '@common/api/access-tokens';
import { apiClient } from '@client/http/api-client';

/** Spec 3 Access token. */
export type AccessToken = AccessTokenRecord;

/** The only answer with the token itself (plainTextToken); the server keeps a hash. */
export type { CreatedAccessToken };

export const ACCESS_TOKENS_QUERY_KEY = ['access-tokens'] as const;

export async function fetchAccessTokens(): Promise<AccessToken[]> {
  const { tokens } = await apiClient.get<{ tokens: AccessToken[] }>('access-tokens');
  return tokens;
}

export function createAccessToken(tokenName: string): Promise<CreatedAccessToken> {
  return apiClient.post<CreatedAccessToken>('access-tokens', { tokenName });
}

export async function deleteAccessToken(id: number): Promise<void> {
  await apiClient.delete(`access-tokens/${id}`);
}

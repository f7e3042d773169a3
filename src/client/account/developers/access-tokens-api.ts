import { apiClient } from '@client/http/api-client';

/** Spec 3 Access token. */
export interface AccessToken {
  id: number;
  name: string;
  last_used_at: string | null;
}

export interface CreatedAccessToken {
  token: AccessToken;
  /** The only time the token itself is shown; the server keeps a hash. */
  plainTextToken: string;
}

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

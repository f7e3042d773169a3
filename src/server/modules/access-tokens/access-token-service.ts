import { createHash, randomBytes } from 'node:crypto';
import type { AccessTokenRecord as AccessTokenResource } from '@common/api/access-tokens';
import type { AccessTokenRepository, AccessTokenRow } from './access-token-repository';

const TOUCH_INTERVAL_MS = 60_000;

export function hashAccessToken(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}

export type { AccessTokenResource };

export const toAccessTokenResource = (row: AccessTokenRow): AccessTokenResource => ({
  id: row.id,
  name: row.name,
  last_used_at: row.last_used_at,
  created_at: row.created_at,
});

/** API tokens: shown once as plain text, stored only as SHA-256, sent as Authorization: Bearer. */
export class AccessTokenService {
  constructor(private readonly tokens: AccessTokenRepository) {}

  async create(
    userId: number,
    name: string,
  ): Promise<{ token: AccessTokenResource; plainTextToken: string }> {
    const secret = randomBytes(30).toString('base64url');
    const row = await this.tokens.create(userId, name, hashAccessToken(secret));
    return { token: toAccessTokenResource(row), plainTextToken: secret };
  }

  /** The user id a bearer token belongs to, or null; last_used_at is refreshed at most once a minute. */
  async authenticate(plain: string): Promise<number | null> {
    const row = await this.tokens.findByHash(hashAccessToken(plain));
    if (!row) return null;
    const now = new Date();
    if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
      await this.tokens.touch(row.id, now.toISOString());
    }
    return row.user_id;
  }

  async list(userId: number): Promise<AccessTokenResource[]> {
    return (await this.tokens.forUser(userId)).map(toAccessTokenResource);
  }

  delete(userId: number, id: number): Promise<boolean> {
    return this.tokens.deleteForUser(userId, id);
  }
}

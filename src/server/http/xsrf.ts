import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Laravel-style XSRF-TOKEN cookie, signed with APP_KEY and bound to the session (or to "guest"),
 * so a token planted by another site or left from an old session is refused.
 */
export class XsrfTokens {
  constructor(private readonly key: Buffer) {}

  issue(binding: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(nonce, binding)}`;
  }

  isValid(token: string | undefined, binding: string): boolean {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(nonce, binding));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(nonce: string, binding: string): string {
    return createHmac('sha256', this.key).update(`xsrf|${nonce}|${binding}`).digest('base64url');
  }
}

export function xsrfBinding(sessionId: string | null): string {
  return sessionId ?? 'guest';
}

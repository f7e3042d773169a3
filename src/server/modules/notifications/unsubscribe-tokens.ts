import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { notificationTypes, type NotificationType } from '@common/api/notifications';

export interface UnsubscribeClaim {
  userId: number;
  type: NotificationType;
  channel: 'email';
}

/**
 * The signed one-click unsubscribe link of a notification email: `<user>.<type>.email.<mac>`,
 * an HMAC-SHA256 under a key derived from APP_KEY. It does not expire: an old email's link
 * still only turns that one type's email off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(appKey: Buffer) {
    this.key = Buffer.from(
      hkdfSync('sha256', appKey, Buffer.alloc(0), 'cinedex notification unsubscribe', 32),
    );
  }

  sign(claim: UnsubscribeClaim): string {
    const body = `${claim.userId}.${claim.type}.${claim.channel}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The claim of a genuine token; null for anything altered or malformed. */
  verify(token: string): UnsubscribeClaim | null {
    const match = /^([1-9][0-9]{0,15})\.([a-z_]{1,50})\.(email)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, userId, type, channel, mac] = match;
    const expected = this.mac(`${userId}.${type}.${channel}`);
    const given = Buffer.from(mac!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!(notificationTypes as readonly string[]).includes(type!)) return null;
    return { userId: Number(userId), type: type as NotificationType, channel: 'email' };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const formatUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * Stored names for direct uploads that prove whom they were issued to, so that the calls after
 * presigning (sign parts, complete, abort, create the entry) can refuse anyone else's upload
 * without a table or a record that a restart would lose: the name is a version 4 UUID, like
 * every stored name, whose first 8 bytes are random and whose last 8 are an HMAC (APP_KEY) of
 * them and the uploader's id. The UUID's version and variant bits leave 60 random bits and a
 * 62-bit signature, far beyond what guessing through a rate-limited API could reach.
 */
export class DirectUploadNames {
  constructor(private readonly key: Buffer) {}

  issue(userId: number): string {
    const nonce = randomBytes(8);
    nonce[6] = (nonce[6]! & 0x0f) | 0x40;
    return formatUuid(Buffer.concat([nonce, this.signature(userId, nonce)]).toString('hex'));
  }

  /** Whether the name was issued to this user by `issue`. */
  isIssuedTo(userId: number, fileName: string): boolean {
    if (!UUID.test(fileName)) return false;
    const bytes = Buffer.from(fileName.replaceAll('-', ''), 'hex');
    const expected = this.signature(userId, bytes.subarray(0, 8));
    return timingSafeEqual(bytes.subarray(8), expected);
  }

  private signature(userId: number, nonce: Buffer): Buffer {
    const mac = createHmac('sha256', this.key)
      .update(`direct-upload|${userId}|`)
      .update(nonce)
      .digest()
      .subarray(0, 8);
    mac[0] = (mac[0]! & 0x3f) | 0x80;
    return mac;
  }
}

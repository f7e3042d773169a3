import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const formatUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

const bytesOf = (fileName: string) => Buffer.from(fileName.replaceAll('-', ''), 'hex');

/**
 * Stored names for direct uploads that prove whom they were issued to, so that the calls after
 * presigning (sign parts, complete, abort, create the entry) refuse anyone else's upload without
 * a table or a record that a restart would lose. The name is a UUID like every stored name:
 *
 * - bytes 0–3: when it was issued (seconds), so the clean-up knows an upload's age whatever date
 *   the S3 server gives its multipart uploads;
 * - bytes 4–7: random (28 bits once the UUID's version is set), so names never repeat;
 * - bytes 8–15: an HMAC (APP_KEY) of the first eight and the uploader's id (62 bits once the
 *   variant is set), far beyond what guessing through a rate-limited API could reach.
 */
export class DirectUploadNames {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  issue(userId: number): string {
    const nonce = Buffer.concat([Buffer.alloc(4), randomBytes(4)]);
    nonce.writeUInt32BE(Math.floor(this.now().getTime() / 1000), 0);
    nonce[6] = (nonce[6]! & 0x0f) | 0x40;
    return formatUuid(Buffer.concat([nonce, this.signature(userId, nonce)]).toString('hex'));
  }

  /** Whether the name was issued to this user by `issue`. */
  isIssuedTo(userId: number, fileName: string): boolean {
    if (!UUID.test(fileName)) return false;
    const bytes = bytesOf(fileName);
    return timingSafeEqual(bytes.subarray(8), this.signature(userId, bytes.subarray(0, 8)));
  }

  /**
   * When a name was issued, read without its signature: only the server creates multipart
   * uploads, so the names the clean-up finds on them are its own. Null for any other name.
   */
  issuedAt(fileName: string): Date | null {
    return UUID.test(fileName) ? new Date(bytesOf(fileName).readUInt32BE(0) * 1000) : null;
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

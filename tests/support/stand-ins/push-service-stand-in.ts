import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { generate } from 'selfsigned';

/** http_ece (web-push's own dependency) decrypts RFC 8188 aes128gcm bodies as a browser does. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

/** What the push service received for one subscription, decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  ttl: string | undefined;
  /** The VAPID JWT's claims, once its ES256 signature verified with the key it names. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface BrowserSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  origin: string;
  /** Its self-signed certificate: the CA the app's test-only transport trusts. */
  ca: string;
  /** A new browser subscription: its keys made as a browser makes them (P-256 + 16 auth bytes). */
  subscribe(): BrowserSubscription;
  /** From now on this subscription's endpoint answers `status` (410: it is gone). */
  answer(subscriptionId: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID signature, undecryptable body), with why. */
  refused: string[];
  /** How many times the endpoint was posted to (whatever it answered). */
  requests(subscriptionId: string): number;
  waitFor(subscriptionId: string, timeoutMs?: number): Promise<ReceivedPush>;
  /** Resolves once the endpoint was posted to `count` times (whatever it answered). */
  waitForRequests(subscriptionId: string, count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt, key] = match;
  const [header, claims, signature] = jwt!.split('.');
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const decoded = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { ...decoded, publicKey: key! };
}

/**
 * A Web Push service on https://127.0.0.1 with a certificate made at start: it accepts the
 * messages the app posts to its endpoints, checks their VAPID signature, decrypts them with the
 * subscription's private key and keeps what it received.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const browsers = new Map<string, { ecdh: ECDH; auth: string; status: number; hits: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const listeners = new Set<() => void>();

  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      if (!browser || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      browser.hits++;
      try {
        if (browser.status >= 400) {
          response.writeHead(browser.status).end();
          return;
        }
        const vapid = verifyVapid(request.headers.authorization);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({
          subscriptionId: id,
          payload: JSON.parse(plain.toString('utf8')) as unknown,
          ttl: request.headers.ttl as string | undefined,
          vapid,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`${id}: ${(error as Error).message}`);
        response.writeHead(400).end();
      } finally {
        for (const listener of [...listeners]) listener();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (condition()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`push service: timed out waiting for ${what}`));
      }, timeoutMs);
      function check() {
        if (!condition()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      }
      listeners.add(check);
    });
  }

  return {
    origin,
    ca: pems.cert,
    received,
    refused,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { ecdh, auth, status: 201, hits: 0 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    requests: (subscriptionId) => browsers.get(subscriptionId)?.hits ?? 0,
    answer(subscriptionId, status) {
      browsers.get(subscriptionId)!.status = status;
    },
    async waitFor(subscriptionId, timeoutMs = 5000) {
      const find = () => received.find((push) => push.subscriptionId === subscriptionId);
      await until(() => find() !== undefined, timeoutMs, `a push to ${subscriptionId}`);
      return find()!;
    },
    async waitForRequests(subscriptionId, count, timeoutMs = 5000) {
      await until(
        () => (browsers.get(subscriptionId)?.hits ?? 0) >= count,
        timeoutMs,
        `${count} requests to ${subscriptionId}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

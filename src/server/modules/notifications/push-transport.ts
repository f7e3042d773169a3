import type https from 'node:https';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';
import webPush from 'web-push';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushTransportOptions {
  /**
   * TESTS ONLY: one exact https origin (e.g. 'https://127.0.0.1:41234', a local push-service
   * stand-in) whose loopback address is let through, and the CA its self-signed certificate is
   * trusted with. The production wiring never sets them; every other endpoint stays filtered.
   */
  testOnlyAllowedOrigin?: string;
  testOnlyCa?: string;
}

/** A push service answered that the subscription is gone (404/410): forget it. */
export class PushSubscriptionGoneError extends Error {}

/** How long a push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Posts encrypted Web Push messages (web-push, RFC 8291 aes128gcm, VAPID) to the endpoints
 * browsers gave. The endpoints are URLs users supplied, so only https is accepted and the
 * request goes through request-filtering-agent: private, loopback and reserved addresses are
 * refused at connect time.
 */
export class PushTransport {
  private readonly agent: https.Agent = new RequestFilteringHttpsAgent();
  private readonly testAgent: https.Agent | null;
  private readonly testOrigin: string | null;

  constructor(options: PushTransportOptions = {}) {
    this.testOrigin = options.testOnlyAllowedOrigin
      ? new URL(options.testOnlyAllowedOrigin).origin
      : null;
    this.testAgent = this.testOrigin
      ? new RequestFilteringHttpsAgent({
          allowIPAddressList: [new URL(this.testOrigin).hostname],
          ...(options.testOnlyCa ? { ca: options.testOnlyCa } : {}),
        })
      : null;
  }

  async send(target: PushTarget, message: PushMessage, vapid: VapidDetails): Promise<void> {
    const url = new URL(target.endpoint);
    if (url.protocol !== 'https:') throw new Error('Push endpoints must be https URLs.');
    const agent = this.testAgent && url.origin === this.testOrigin ? this.testAgent : this.agent;
    try {
      await webPush.sendNotification(target, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        agent,
        timeout: 10_000,
      });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) throw new PushSubscriptionGoneError(target.endpoint);
      throw error;
    }
  }
}

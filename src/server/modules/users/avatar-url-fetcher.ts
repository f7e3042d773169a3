import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export type AvatarFetchFailure = 'invalid-url' | 'unreachable' | 'too-large';

export class AvatarFetchError extends Error {
  constructor(
    readonly reason: AvatarFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AvatarFetchError';
  }
}

export interface AvatarUrlFetcherOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * TESTS ONLY: one exact origin (e.g. 'http://127.0.0.1:41234') whose loopback address is let
   * through, so the success path can be tested offline against a local server. The production
   * wiring never sets it; every other URL, that host on any other port included, stays filtered.
   */
  testOnlyAllowedOrigin?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an avatar from a URL the user gave, on the server: http(s) only, public addresses
 * only (request-filtering-agent refuses loopback, private, link-local and reserved ranges, at
 * connect time, so also after redirects and DNS answers), with a deadline and a size cap.
 */
export class AvatarUrlFetcher {
  private readonly httpAgent = new RequestFilteringHttpAgent();
  private readonly httpsAgent = new RequestFilteringHttpsAgent();
  private readonly testAgent: http.Agent | null;

  constructor(private readonly options: AvatarUrlFetcherOptions) {
    const testOrigin = options.testOnlyAllowedOrigin
      ? new URL(options.testOnlyAllowedOrigin)
      : null;
    this.testAgent = testOrigin
      ? new RequestFilteringHttpAgent({ allowIPAddressList: [testOrigin.hostname] })
      : null;
  }

  async fetch(rawUrl: string): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    let url = parseUrl(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const response = await this.get(url, deadline);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= (this.options.maxRedirects ?? 3)) {
          throw new AvatarFetchError('unreachable', 'Too many redirects.');
        }
        url = parseUrl(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        response.destroy();
        throw new AvatarFetchError('unreachable', `The server answered ${response.statusCode}.`);
      }
      return this.readBody(response);
    }
  }

  private agentFor(url: URL): http.Agent {
    if (this.testAgent && url.origin === new URL(this.options.testOnlyAllowedOrigin!).origin) {
      return this.testAgent;
    }
    return url.protocol === 'https:' ? this.httpsAgent : this.httpAgent;
  }

  private get(url: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
    const request = url.protocol === 'https:' ? https.get : http.get;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { agent: this.agentFor(url), signal, headers: { accept: 'image/*' } },
        resolve,
      );
      outgoing.on('error', (error) => reject(new AvatarFetchError('unreachable', error.message)));
    });
  }

  private readBody(response: http.IncomingMessage): Promise<Buffer> {
    const { maxBytes } = this.options;
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return Promise.reject(new AvatarFetchError('too-large', 'The image is too large.'));
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(new AvatarFetchError('too-large', 'The image is too large.'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', (error) => reject(new AvatarFetchError('unreachable', error.message)));
      response.on('close', () => {
        if (!response.complete)
          reject(new AvatarFetchError('unreachable', 'The download stopped.'));
      });
    });
  }
}

function parseUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new AvatarFetchError('invalid-url', 'The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AvatarFetchError('invalid-url', 'Only http and https URLs are allowed.');
  }
  if (url.username || url.password) {
    throw new AvatarFetchError('invalid-url', 'URLs with credentials are not allowed.');
  }
  return url;
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface SendOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header from the cookie jar (default true). */
  xsrf?: boolean;
}

/** A browser-like client over app.inject: keeps cookies and echoes the XSRF cookie as a header. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async send(
    method: Method,
    url: string,
    options: SendOptions = {},
  ): Promise<LightMyRequestResponse> {
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      options.xsrf !== false &&
      !this.cookies.has('XSRF-TOKEN')
    ) {
      const prefix = /^\/[^/]+\/(api|auth)\//.exec(url) ? url.slice(0, url.indexOf('/', 1)) : '';
      await this.send('GET', `${prefix}/api/v1/health`);
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const request: InjectOptions = { method, url, headers, query: options.query };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(request);
    this.storeCookies(response);
    return response;
  }

  get(url: string, options?: SendOptions) {
    return this.send('GET', url, options);
  }

  post(url: string, body?: unknown, options?: SendOptions) {
    return this.send('POST', url, { ...options, body: body ?? {} });
  }

  async login(email: string, password: string, remember = false) {
    const response = await this.post('/auth/login', { email, password, remember });
    if (response.statusCode !== 200) {
      throw new Error(`login failed for ${email}: ${response.statusCode} ${response.body}`);
    }
    return response;
  }

  private storeCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.expires && cookie.expires.getTime() <= Date.now();
      if (!cookie.value || expired || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface IssuedToken {
  action: string;
  score: number;
  used: boolean;
}

export interface SiteverifyRequest {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface RecaptchaStandin {
  /** Point the private setting 'recaptcha_secret.verify_url' here. */
  verifyUrl: string;
  secret: string;
  /** A token the stand-in will accept once, as Google would after a v3 challenge. */
  issueToken(action: string, score?: number): string;
  /** Every siteverify call received, in order. */
  requests: SiteverifyRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify speaking the same protocol:
 * POST form fields secret, response and remoteip → {success, score, action, challenge_ts,
 * hostname, 'error-codes'}. Tokens are single use, like the real ones.
 */
export async function startRecaptchaStandin(secret = 'test-secret'): Promise<RecaptchaStandin> {
  const tokens = new Map<string, IssuedToken>();
  const requests: SiteverifyRequest[] = [];

  const answer = (form: URLSearchParams) => {
    const response = form.get('response');
    if (form.get('secret') !== secret) {
      return { success: false, 'error-codes': ['invalid-input-secret'] };
    }
    const token = response ? tokens.get(response) : undefined;
    if (!token) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (token.used) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    token.used = true;
    return {
      success: true,
      score: token.score,
      action: token.action,
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
    };
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/recaptcha/api/siteverify')) {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      requests.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(form)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    issueToken(action, score = 0.9) {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { action, score, used: false });
      return token;
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

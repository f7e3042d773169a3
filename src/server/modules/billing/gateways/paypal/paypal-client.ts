import { Agent as HttpsAgent } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { ApiError, Client, Environment } from '@paypal/paypal-server-sdk';
import { InvalidError, UpstreamError } from '../../../../domain/errors';

const UNREACHABLE = 'PayPal could not be reached. Please try again later.';

export interface PaypalCredentials {
  client_id: string;
  client_secret: string;
  webhook_id: string;
  sandbox: boolean;
}

/**
 * The SDK bound to PayPal's sandbox or live API, or to `apiBase` (PAYPAL_API_BASE) when set.
 * The SDK has no base-URL option and always requests https://api-m[.sandbox].paypal.com; its
 * `httpsAgent` option decides where the connection goes, so an agent that connects to apiBase
 * (plain TCP for http://, TLS for https://) sends those requests, unchanged, to a stand-in.
 * (axios's `proxy` option does not do it: for an https URL, axios tunnels with CONNECT.)
 */
export function createPaypalClient(credentials: PaypalCredentials, apiBase: string | null): Client {
  return new Client({
    environment: credentials.sandbox ? Environment.Sandbox : Environment.Production,
    clientCredentialsAuthCredentials: {
      oAuthClientId: credentials.client_id,
      oAuthClientSecret: credentials.client_secret,
    },
    timeout: 20_000,
    httpClientOptions: {
      timeout: 20_000,
      retryConfig: { maxNumberOfRetries: 0 },
      ...(apiBase ? { httpsAgent: agentFor(apiBase) } : {}),
    },
    // No proxy from the environment either: it would tunnel past the agent.
    ...(apiBase ? { unstable_httpClientOptions: { proxy: false } } : {}),
  });
}

function agentFor(apiBase: string): HttpsAgent {
  const url = new URL(apiBase);
  const secure = url.protocol === 'https:';
  const host = url.hostname;
  const port = Number(url.port || (secure ? 443 : 80));
  class ApiBaseAgent extends HttpsAgent {
    override createConnection(): Socket {
      return secure ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port });
    }
  }
  return new ApiBaseAgent({ keepAlive: false });
}

/**
 * Runs SDK calls, turning PayPal's failures into ours: a request PayPal refuses (400, 404, 422:
 * an unknown id, an invalid field, a state that forbids the action) is the caller's
 * InvalidError with PayPal's message; anything else (network, outage, bad credentials) is
 * UpstreamError.
 */
export async function callPaypal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paypalFailure(error);
  }
}

export function paypalFailure(error: unknown): Error {
  if (error instanceof ApiError) {
    if ([400, 404, 422].includes(error.statusCode)) {
      return new InvalidError({ gateway: [paypalMessage(error)] });
    }
    return new UpstreamError(UNREACHABLE);
  }
  if (error instanceof InvalidError || error instanceof UpstreamError) return error;
  // Network errors, timeouts, and responses the SDK could not read.
  return new UpstreamError(UNREACHABLE);
}

/** PayPal's most precise words: the first detail's description, else the error's message. */
function paypalMessage(error: ApiError): string {
  const body = typeof error.body === 'string' ? safeJson(error.body) : null;
  const detail = body?.details?.[0]?.description;
  return detail ?? body?.message ?? 'PayPal refused the request.';
}

function safeJson(
  text: string,
): { message?: string; details?: Array<{ description?: string }> } | null {
  try {
    return JSON.parse(text) as { message?: string; details?: Array<{ description?: string }> };
  } catch {
    return null;
  }
}

/**
 * PayPal APIs this SDK does not cover (catalog products, webhook verification), sent through the
 * SDK's own request builder: the same base URL, transport, OAuth token and error handling.
 */
export async function paypalRequest<T>(
  client: Client,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const request = client.getRequestBuilderFactory()(method, path);
  if (body !== undefined) {
    request.header('Content-Type', 'application/json');
    request.json(body);
  }
  request.authenticate([{ oauth2: true }]);
  const response = await request.callAsText();
  return (response.result ? JSON.parse(response.result) : undefined) as T;
}

import { randomBytes } from 'node:crypto';
import { json, type StandInReply, type StandInRequest } from '../stand-in-http';
import type { PaypalBilling } from './paypal-billing';
import { paypalCatalogRoutes } from './paypal-catalog-routes';
import { PaypalApiError } from './paypal-objects';
import { paypalSubscriptionRoutes } from './paypal-subscription-routes';
import type { PaypalState } from './paypal-state';
import type { PaypalWebhooks } from './paypal-webhooks';

/**
 * The subset of https://api-m.paypal.com the PayPal adapter calls: OAuth client credentials
 * (POST /v1/oauth2/token with Basic auth), then JSON with a Bearer token.
 */
export function paypalApi(
  state: PaypalState,
  billing: PaypalBilling,
  webhooks: PaypalWebhooks,
  credentials: { clientId: string; clientSecret: string },
  origin: () => string,
) {
  const routes = [
    ...paypalCatalogRoutes(state),
    ...paypalSubscriptionRoutes(state, billing, webhooks, origin),
  ];
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

  return async (request: StandInRequest): Promise<StandInReply> => {
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
      if (request.headers.authorization !== basic) {
        return json(401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      state.tokens.add(token);
      return json(200, {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !state.tokens.has(bearer)) {
      return json(401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(request.path);
      if (method !== request.method || !match) continue;
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = request.body ? JSON.parse(request.body) : {};
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        return json(
          400,
          new PaypalApiError(
            400,
            'MALFORMED_REQUEST',
            'The request JSON is not well formed.',
          ).body(),
        );
      }
      try {
        const [status, answer] = await handler(
          match.slice(1).map(decodeURIComponent),
          body,
          request,
        );
        return answer === undefined ? { status } : json(status, answer);
      } catch (error) {
        if (!(error instanceof PaypalApiError)) throw error;
        return json(error.status, error.body());
      }
    }
    return json(
      404,
      new PaypalApiError(
        404,
        'NOT_FOUND',
        `No route for ${request.method} ${request.path}.`,
      ).body(),
    );
  };
}

import { json, type StandInReply, type StandInRequest } from '../stand-in-http';
import { stripeApiChecks } from './stripe-api-checks';
import { StripeApiError } from './stripe-api-error';
import type { StripeBilling } from './stripe-billing';
import { stripeBillingRoutes } from './stripe-billing-routes';
import { stripeCatalogRoutes } from './stripe-catalog-routes';
import { field, parseStripeForm } from './stripe-form';
import type { StripeState } from './stripe-state';
import type { StripeWebhooks } from './stripe-webhooks';

/** The subset of https://api.stripe.com/v1 the Stripe adapter calls, over the stand-in's state. */
export function stripeApi(
  state: StripeState,
  billing: StripeBilling,
  webhooks: StripeWebhooks,
  origin: () => string,
) {
  const checks = stripeApiChecks(state);
  const routes = [
    ...stripeCatalogRoutes(state, checks),
    ...stripeBillingRoutes(state, billing, webhooks, origin, checks),
  ];

  return async (request: StandInRequest): Promise<StandInReply> => {
    const form = parseStripeForm(
      request.method === 'POST' ? new URLSearchParams(request.body) : request.query,
    );
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(request.path);
      if (method !== request.method || !match) continue;
      try {
        const answer = await handler(match.slice(1).map(decodeURIComponent), form);
        return json(200, state.render(answer, field.strings(form, 'expand')));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        return stripeError(error);
      }
    }
    return stripeError(
      new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.path}).`,
      ),
    );
  };
}

export function stripeError(error: StripeApiError): StandInReply {
  return json(error.status, {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  });
}

/** A refusal answered as Stripe's error object `{error: {type, message, code?, param?}}`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error' | 'authentication_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );

/** The card number the hosted page offers; 4000 0000 0000 0002 is declined, as at Stripe. */
export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

import type { PaypalBilling } from './paypal-billing';
import {
  invalidRequest,
  notFound,
  paypalId,
  unprocessable,
  type PaypalSubscription,
} from './paypal-objects';
import { record, text, type PaypalRoute } from './paypal-route';
import type { PaypalState } from './paypal-state';
import type { PaypalWebhooks } from './paypal-webhooks';

/** Subscriptions, their transactions, and webhook verification. */
export function paypalSubscriptionRoutes(
  state: PaypalState,
  billing: PaypalBilling,
  webhooks: PaypalWebhooks,
  origin: () => string,
): PaypalRoute[] {
  const subscription = (id: string) => {
    const found = state.subscriptions.get(id);
    if (!found) throw notFound('subscription');
    return found;
  };
  const reason = (body: Record<string, unknown>) => {
    const value = text(body.reason);
    if (!value)
      throw invalidRequest(
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing: reason.',
      );
    return value;
  };

  return [
    [
      'POST',
      /^\/v1\/billing\/subscriptions$/,
      async (_, body) => {
        const plan = state.plans.get(text(body.plan_id) ?? '');
        if (!plan) throw notFound('plan');
        if (plan.status !== 'ACTIVE')
          throw unprocessable(
            'PLAN_STATUS_INVALID',
            'Invalid plan status. Plan must be in active status.',
          );
        const context = record(body.application_context);
        const returnUrl = text(context.return_url);
        const cancelUrl = text(context.cancel_url);
        if (!returnUrl || !cancelUrl) {
          throw invalidRequest(
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing: application_context.return_url or cancel_url.',
          );
        }
        const subscriber = record(body.subscriber);
        const now = state.now();
        const id = paypalId('I-', 12);
        const token = paypalId('BA-', 17);
        const created: PaypalSubscription = {
          id,
          plan_id: plan.id,
          status: 'APPROVAL_PENDING',
          status_update_time: now,
          start_time: now,
          quantity: '1',
          ...(text(body.custom_id) ? { custom_id: text(body.custom_id) } : {}),
          subscriber: {
            ...(text(subscriber.email_address)
              ? { email_address: text(subscriber.email_address) }
              : {}),
            name: { given_name: text(record(subscriber.name).given_name) ?? 'Buyer' },
          },
          plan_overridden: false,
          create_time: now,
          update_time: now,
          links: [
            {
              href: `${origin()}/webapps/billing/subscriptions?ba_token=${token}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: `${origin()}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
          ],
        };
        state.subscriptions.set(id, created);
        state.approvals.set(id, { token, returnUrl, cancelUrl });
        await webhooks.emit('BILLING.SUBSCRIPTION.CREATED', 'subscription', created);
        return [201, created];
      },
    ],
    ['GET', /^\/v1\/billing\/subscriptions\/([^/]+)$/, ([id]) => [200, subscription(id as string)]],
    [
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/suspend$/,
      async ([id], body) => {
        await billing.suspend(subscription(id as string), reason(body));
        return [204];
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/activate$/,
      async ([id], body) => {
        await billing.activate(subscription(id as string), text(body.reason) ?? 'Reactivated.');
        return [204];
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/,
      async ([id], body) => {
        await billing.cancel(subscription(id as string), reason(body));
        return [204];
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/revise$/,
      async ([id], body) => [
        200,
        await billing.revise(subscription(id as string), text(body.plan_id) ?? ''),
      ],
    ],
    [
      'GET',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/,
      ([id], _body, request) => {
        const found = subscription(id as string);
        const start = request.query.get('start_time');
        const end = request.query.get('end_time');
        if (!start || !end)
          throw invalidRequest(
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing: start_time and end_time.',
          );
        const transactions = (state.transactions.get(found.id) ?? [])
          .filter((t) => t.time >= start && t.time <= end)
          .reverse();
        return [200, { transactions, total_items: transactions.length, total_pages: 1, links: [] }];
      },
    ],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      (_, body) => {
        const verified = webhooks.verify(
          {
            authAlgo: text(body.auth_algo) ?? '',
            certUrl: text(body.cert_url) ?? '',
            transmissionId: text(body.transmission_id) ?? '',
            transmissionTime: text(body.transmission_time) ?? '',
            transmissionSig: text(body.transmission_sig) ?? '',
          },
          text(body.webhook_id) ?? '',
          body.webhook_event,
        );
        return [200, { verification_status: verified ? 'SUCCESS' : 'FAILURE' }];
      },
    ],
  ];
}

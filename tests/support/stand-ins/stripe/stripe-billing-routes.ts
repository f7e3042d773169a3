import { missing, StripeApiError, type ProrationBehavior } from './stripe-api-error';
import type { StripeBilling } from './stripe-billing';
import { field } from './stripe-form';
import { list, newId } from './stripe-objects';
import type { StripeApiChecks, StripeRoute } from './stripe-api-checks';
import type { StripeState } from './stripe-state';
import type { StripeWebhooks } from './stripe-webhooks';

/** Checkout sessions, subscriptions, invoices, customers and payment methods. */
export function stripeBillingRoutes(
  state: StripeState,
  billing: StripeBilling,
  webhooks: StripeWebhooks,
  origin: () => string,
  { need, required, activePrice }: StripeApiChecks,
): StripeRoute[] {
  return [
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_, form) => {
        const mode = required(form, 'mode');
        if (mode !== 'subscription' && mode !== 'setup')
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Invalid mode: ${mode}`,
            undefined,
            'mode',
          );
        const customer = field.string(form, 'customer');
        if (customer) need('customer', customer);
        const line = field.objects(form, 'line_items')[0];
        const price =
          mode === 'subscription'
            ? activePrice(required(line ?? {}, 'price'), 'line_items[0][price]')
            : null;
        const currency = price?.currency ?? field.string(form, 'currency') ?? null;
        if (mode === 'setup' && !currency) required(form, 'currency');
        const id = newId('cs_test');
        state.checkoutIntents.set(id, {
          price: price?.id ?? null,
          subscriptionMetadata:
            field.metadata(field.object(form, 'subscription_data'), 'metadata') ?? {},
          setupMetadata: field.metadata(field.object(form, 'setup_intent_data'), 'metadata') ?? {},
        });
        const now = state.now();
        return state.put({
          id,
          object: 'checkout.session' as const,
          mode,
          status: 'open' as const,
          payment_status: mode === 'setup' ? ('no_payment_required' as const) : ('unpaid' as const),
          url: `${origin()}/c/pay/${id}`,
          success_url: required(form, 'success_url'),
          cancel_url: field.string(form, 'cancel_url') ?? null,
          client_reference_id: field.string(form, 'client_reference_id') ?? null,
          customer: customer ?? null,
          customer_email: field.string(form, 'customer_email') ?? null,
          currency,
          amount_total: price?.unit_amount ?? null,
          metadata: field.metadata(form, 'metadata') ?? {},
          subscription: null,
          setup_intent: null,
          created: now,
          expires_at: now + 24 * 3600,
        });
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      ([id]) => need('checkout.session', id as string, 'checkout.session'),
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id]) => need('subscription', id as string)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      async ([id], form) => {
        const subscription = need('subscription', id as string);
        if (subscription.status === 'canceled')
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        const itemUpdate = field.objects(form, 'items')[0];
        const newPrice = field.string(itemUpdate, 'price');
        if (newPrice) {
          const item = billing.records.item(subscription);
          const itemId = field.string(itemUpdate, 'id');
          if (itemId && itemId !== item.id)
            throw missing('subscription item', itemId, 'items[0][id]');
          const proration = (field.string(form, 'proration_behavior') ??
            'create_prorations') as ProrationBehavior;
          await billing.changePrice(
            subscription,
            activePrice(newPrice, 'items[0][price]'),
            proration,
          );
        }
        const cancelAtEnd = field.boolean(form, 'cancel_at_period_end');
        if (cancelAtEnd !== undefined) {
          subscription.cancel_at_period_end = cancelAtEnd;
          subscription.cancel_at = cancelAtEnd
            ? billing.records.item(subscription).current_period_end
            : null;
          subscription.canceled_at = cancelAtEnd ? state.now() : null;
        }
        const method = field.string(form, 'default_payment_method');
        if (method)
          subscription.default_payment_method = need('payment_method', method, 'payment_method').id;
        subscription.metadata = { ...subscription.metadata, ...field.metadata(form, 'metadata') };
        await webhooks.emit('customer.subscription.updated', subscription);
        return subscription;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => billing.cancelNow(need('subscription', id as string)),
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (_, form) => {
        const subscription = need('subscription', required(form, 'subscription'));
        const details = field.object(form, 'subscription_details');
        const item = field.objects(details, 'items')[0];
        const price = activePrice(
          required(item ?? {}, 'price'),
          'subscription_details[items][0][price]',
        );
        const proration = (field.string(details, 'proration_behavior') ??
          'create_prorations') as ProrationBehavior;
        return billing.preview(subscription, price, proration);
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_, form) => {
        const subscription = field.string(form, 'subscription');
        const customer = field.string(form, 'customer');
        const invoices = state
          .invoices()
          .filter(
            (i) =>
              (!subscription || i.parent.subscription_details.subscription === subscription) &&
              (!customer || i.customer === customer),
          );
        return list(invoices.reverse(), '/v1/invoices');
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, ([id]) => need('invoice', id as string)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => need('customer', id as string)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ([id], form) => {
        const customer = need('customer', id as string);
        const method = field.string(
          field.object(form, 'invoice_settings'),
          'default_payment_method',
        );
        if (method)
          customer.invoice_settings.default_payment_method = need(
            'payment_method',
            method,
            'payment_method',
          ).id;
        customer.email = field.string(form, 'email') ?? customer.email;
        customer.metadata = { ...customer.metadata, ...field.metadata(form, 'metadata') };
        return customer;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([id]) => need('payment_method', id as string, 'payment_method'),
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([^/]+)$/,
      ([id]) => need('setup_intent', id as string, 'setup_intent'),
    ],
  ];
}

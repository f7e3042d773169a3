import {
  DECLINED_CARD,
  missing,
  StripeApiError,
  TEST_CARD,
  type ProrationBehavior,
} from './stripe-api-error';
import {
  addInterval,
  newId,
  type StripeCheckoutSession,
  type StripePrice,
  type StripeSubscription,
} from './stripe-objects';
import { StripeRecords } from './stripe-records';
import type { StripeState } from './stripe-state';
import type { StripeWebhooks } from './stripe-webhooks';

/** What Stripe does on its side: checkouts completed, renewals, failures, plan changes. */
export class StripeBilling {
  readonly records: StripeRecords;

  constructor(
    private readonly state: StripeState,
    private readonly webhooks: StripeWebhooks,
    origin: () => string,
  ) {
    this.records = new StripeRecords(state, origin);
  }

  async completeCheckout(session: StripeCheckoutSession, cardNumber = TEST_CARD) {
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This Checkout Session is no longer active.',
      );
    }
    const digits = cardNumber.replace(/\D/g, '');
    if (digits === DECLINED_CARD) {
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    const intent = this.state.checkoutIntents.get(session.id);
    const customer = session.customer ?? this.records.createCustomer(session.customer_email);
    const method = this.records.createPaymentMethod(digits, customer);
    session.customer = customer;
    session.status = 'complete';
    if (session.mode === 'setup') {
      const setupIntent = this.state.put({
        id: newId('seti'),
        object: 'setup_intent' as const,
        customer,
        payment_method: method.id,
        status: 'succeeded' as const,
        metadata: intent?.setupMetadata ?? {},
        created: this.state.now(),
      });
      session.setup_intent = setupIntent.id;
      session.payment_status = 'no_payment_required';
      await this.webhooks.emit('setup_intent.succeeded', setupIntent);
      await this.webhooks.emit('checkout.session.completed', session);
      return session;
    }
    const price = this.state.get('price', intent?.price ?? '');
    if (!price) throw missing('price', intent?.price ?? '');
    const subscription = this.records.createSubscription(
      customer,
      price,
      method,
      intent?.subscriptionMetadata ?? {},
    );
    const invoice = this.records.issueInvoice(
      subscription,
      price.unit_amount,
      'subscription_create',
      true,
    );
    session.subscription = subscription.id;
    session.payment_status = 'paid';
    await this.webhooks.emit('customer.subscription.created', subscription);
    await this.webhooks.emit('invoice.paid', invoice);
    await this.webhooks.emit('checkout.session.completed', session);
    return session;
  }

  /** The period ends: a subscription cancelled at its end ends, any other renews and is paid. */
  async renew(subscription: StripeSubscription) {
    const item = this.records.item(subscription);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, 'invalid_request_error', 'This subscription is canceled.');
    }
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.ended_at = item.current_period_end;
      subscription.canceled_at ??= this.state.now();
      await this.webhooks.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    item.current_period_start = item.current_period_end;
    item.current_period_end = addInterval(
      item.current_period_start,
      item.price.recurring.interval,
      item.price.recurring.interval_count,
    );
    subscription.status = 'active';
    const invoice = this.records.issueInvoice(
      subscription,
      item.price.unit_amount,
      'subscription_cycle',
      true,
    );
    await this.webhooks.emit('invoice.paid', invoice);
    await this.webhooks.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** The renewal's payment fails: an open invoice, attempted, and a past-due subscription. */
  async failPayment(subscription: StripeSubscription) {
    const item = this.records.item(subscription);
    const invoice = this.records.issueInvoice(
      subscription,
      item.price.unit_amount,
      'subscription_cycle',
      false,
    );
    subscription.status = 'past_due';
    await this.webhooks.emit('invoice.payment_failed', invoice);
    await this.webhooks.emit('customer.subscription.updated', subscription);
    return invoice;
  }

  async cancelNow(subscription: StripeSubscription) {
    if (subscription.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This subscription is already canceled.',
      );
    }
    const now = this.state.now();
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    await this.webhooks.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** Moves the subscription's item to `price`, invoicing the proration when asked to. */
  async changePrice(
    subscription: StripeSubscription,
    price: StripePrice,
    proration: ProrationBehavior,
  ) {
    const item = this.records.item(subscription);
    const amount = this.prorationAmount(subscription, price);
    item.price = structuredClone(price);
    if (proration === 'always_invoice' && amount !== 0) {
      const invoice = this.records.issueInvoice(subscription, amount, 'subscription_update', true);
      await this.webhooks.emit('invoice.paid', invoice);
    }
  }

  /** The invoice a change to `price` would create, as invoices.createPreview answers it. */
  preview(subscription: StripeSubscription, price: StripePrice, proration: ProrationBehavior) {
    const item = this.records.item(subscription);
    const prorated = proration === 'none' ? 0 : this.prorationAmount(subscription, price);
    const total = proration === 'always_invoice' ? prorated : prorated + price.unit_amount;
    const invoice = this.records.buildInvoice(subscription, total, 'upcoming', false);
    invoice.id = newId('upcoming_in');
    invoice.number = null;
    invoice.status = 'draft';
    invoice.invoice_pdf = null;
    invoice.period_start = item.current_period_start;
    invoice.period_end = item.current_period_end;
    return invoice;
  }

  /** Unused time on the old price credited, remaining time on the new one charged. */
  prorationAmount(subscription: StripeSubscription, price: StripePrice): number {
    const item = this.records.item(subscription);
    if (price.currency !== item.price.currency) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The price currency must match the subscription currency.',
        undefined,
        'items',
      );
    }
    const length = item.current_period_end - item.current_period_start;
    const left = Math.max(0, item.current_period_end - this.state.now());
    const share = length > 0 ? left / length : 0;
    return Math.round(price.unit_amount * share) - Math.round(item.price.unit_amount * share);
  }
}

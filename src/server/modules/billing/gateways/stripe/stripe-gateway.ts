import type Stripe from 'stripe';
import type { PaymentMethod } from '@common/api/billing';
import { InvalidError, UpstreamError } from '../../../../domain/errors';
import type {
  CheckoutInput,
  GatewayEvent,
  GatewayInvoice,
  GatewayPlan,
  GatewaySubscription,
  PaymentGateway,
  PaymentMethodChangeInput,
  PlanChangeQuote,
  SyncedPlan,
} from '../payment-gateway';
import { callStripe, createStripeClient, idOf } from './stripe-client';
import { toGatewayInvoice, toGatewaySubscription, toPaymentMethod } from './stripe-mapping';
import { syncStripePlan } from './stripe-plan-sync';
import { toGatewayEvent, verifyStripeEvent } from './stripe-webhook';

export interface StripeCredentials {
  secret_key: string;
  webhook_secret: string;
  publishable_key: string;
}

/** Charged at once on a plan change, so the preview and the change agree. */
const PRORATION = 'always_invoice' as const;

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private client: Stripe | null = null;

  constructor(
    private readonly credentials: StripeCredentials,
    private readonly options: { apiBase: string | null },
  ) {}

  /** Built on first use: the SDK refuses an empty key, and webhooks need none. */
  private get stripe(): Stripe {
    if (!this.credentials.secret_key) {
      throw new UpstreamError('Stripe is not configured: its secret key is missing.');
    }
    this.client ??= createStripeClient(this.credentials.secret_key, this.options.apiBase);
    return this.client;
  }

  syncPlan(plan: GatewayPlan): Promise<SyncedPlan> {
    return callStripe(() => syncStripePlan(this.stripe, plan));
  }

  async startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string; reference: string }> {
    const userId = String(input.user.id);
    const session = await callStripe(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        ...(input.customerId
          ? { customer: input.customerId }
          : { customer_email: input.user.email }),
        client_reference_id: userId,
        metadata: { user_id: userId },
        subscription_data: { metadata: { user_id: userId } },
        line_items: [{ price: input.priceExternalId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    return { redirectUrl: session.url ?? '', reference: session.id };
  }

  async confirmCheckout(reference: string, userId: number): Promise<GatewaySubscription> {
    const session = await callStripe(() =>
      this.stripe.checkout.sessions.retrieve(reference, { expand: ['subscription'] }),
    );
    if (session.mode !== 'subscription' || session.client_reference_id !== String(userId)) {
      throw new InvalidError({ sessionId: ['This checkout belongs to another account.'] });
    }
    if (session.status !== 'complete' || !session.subscription) {
      throw new InvalidError({ sessionId: ['The payment has not been completed.'] });
    }
    const subscription = session.subscription;
    if (typeof subscription !== 'string') return toGatewaySubscription(subscription);
    return this.subscription(subscription);
  }

  async subscription(id: string): Promise<GatewaySubscription> {
    return toGatewaySubscription(await callStripe(() => this.stripe.subscriptions.retrieve(id)));
  }

  async cancel(id: string, options: { immediately: boolean }): Promise<GatewaySubscription> {
    const subscription = await callStripe(() =>
      options.immediately
        ? this.stripe.subscriptions.cancel(id)
        : this.stripe.subscriptions.update(id, { cancel_at_period_end: true }),
    );
    return toGatewaySubscription(subscription);
  }

  async resume(id: string): Promise<GatewaySubscription> {
    const subscription = await callStripe(() =>
      this.stripe.subscriptions.update(id, { cancel_at_period_end: false }),
    );
    return toGatewaySubscription(subscription);
  }

  async changePlan(id: string, priceExternalId: string): Promise<GatewaySubscription> {
    const subscription = await callStripe(async () => {
      const itemId = await this.itemId(id);
      return this.stripe.subscriptions.update(id, {
        items: [{ id: itemId, price: priceExternalId }],
        proration_behavior: PRORATION,
      });
    });
    return toGatewaySubscription(subscription);
  }

  async previewPlanChange(id: string, priceExternalId: string): Promise<PlanChangeQuote> {
    const invoice = await callStripe(async () => {
      const itemId = await this.itemId(id);
      return this.stripe.invoices.createPreview({
        subscription: id,
        subscription_details: {
          items: [{ id: itemId, price: priceExternalId }],
          proration_behavior: PRORATION,
        },
      });
    });
    // `total` rather than `amount_due`: a move to a cheaper plan is a credit (< 0).
    return { amountDue: invoice.total, currency: invoice.currency.toUpperCase(), chargedAt: null };
  }

  async invoices(subscriptionId: string): Promise<GatewayInvoice[]> {
    const list = await callStripe(() =>
      this.stripe.invoices.list({ subscription: subscriptionId, limit: 100 }),
    );
    return list.data
      .filter((invoice) => invoice.status !== 'draft')
      .map(toGatewayInvoice)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async paymentMethod(subscriptionId: string): Promise<PaymentMethod | null> {
    const subscription = await callStripe(() =>
      this.stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'],
      }),
    );
    const customer = subscription.customer;
    const method =
      subscription.default_payment_method ??
      (typeof customer === 'object' && !customer.deleted
        ? customer.invoice_settings.default_payment_method
        : null);
    return method && typeof method === 'object' ? toPaymentMethod(method) : null;
  }

  async startPaymentMethodChange(
    input: PaymentMethodChangeInput,
  ): Promise<{ redirectUrl: string; reference: string }> {
    const session = await callStripe(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(input.subscriptionId);
      return this.stripe.checkout.sessions.create({
        mode: 'setup',
        customer: input.customerId,
        currency: subscription.currency,
        setup_intent_data: { metadata: { subscription_id: input.subscriptionId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
    });
    return { redirectUrl: session.url ?? '', reference: session.id };
  }

  async confirmPaymentMethodChange(reference: string, subscriptionId: string): Promise<void> {
    await callStripe(async () => {
      const session = await this.stripe.checkout.sessions.retrieve(reference, {
        expand: ['setup_intent'],
      });
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      const intent = session.setup_intent;
      if (session.mode !== 'setup' || idOf(session.customer) !== idOf(subscription.customer)) {
        throw new InvalidError({ sessionId: ['This session belongs to another account.'] });
      }
      const methodId = intent && typeof intent === 'object' ? idOf(intent.payment_method) : null;
      if (session.status !== 'complete' || !methodId) {
        throw new InvalidError({ sessionId: ['The new payment method has not been saved.'] });
      }
      await this.stripe.customers.update(idOf(subscription.customer) as string, {
        invoice_settings: { default_payment_method: methodId },
      });
      await this.stripe.subscriptions.update(subscriptionId, {
        default_payment_method: methodId,
      });
    });
  }

  async parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<GatewayEvent> {
    const event = verifyStripeEvent(
      rawBody,
      headers['stripe-signature'],
      this.credentials.webhook_secret,
    );
    return toGatewayEvent(event, (id) => this.subscription(id));
  }

  private async itemId(subscriptionId: string): Promise<string> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new InvalidError({ subscription: ['The subscription has no price.'] });
    return item.id;
  }
}

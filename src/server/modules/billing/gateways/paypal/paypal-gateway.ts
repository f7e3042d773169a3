import {
  ApplicationContextUserAction,
  type Client,
  ExperienceContextShippingPreference,
  SubscriptionsController,
} from '@paypal/paypal-server-sdk';
import type { PaymentMethod } from '@common/api/billing';
import { InvalidError } from '../../../../domain/errors';
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
import { WebhookSignatureError } from '../payment-gateway';
import { callPaypal, createPaypalClient, type PaypalCredentials } from './paypal-client';
import { toGatewaySubscription, transactionToInvoice } from './paypal-mapping';
import { fromPaypalValue } from './paypal-money';
import { syncPaypalPlan } from './paypal-plan-sync';
import {
  PaypalApiWebhookVerifier,
  readEvent,
  readTransmission,
  toGatewayEvent,
  type PaypalWebhookVerifier,
} from './paypal-webhook';

export type { PaypalCredentials } from './paypal-client';

const DAY = 86_400_000;

/**
 * PayPal through @paypal/paypal-server-sdk's subscriptions API. PayPal has no cancellation at
 * the period's end: we suspend (billing stops; activation resumes) and treat the suspension as
 * one (paypal-mapping). Nor does it prorate: a plan change takes effect at the next billing.
 */
export class PaypalGateway implements PaymentGateway {
  readonly name = 'paypal' as const;
  private readonly client: Client;
  private readonly subscriptions: SubscriptionsController;
  private readonly verifier: PaypalWebhookVerifier;

  constructor(
    credentials: PaypalCredentials,
    options: { apiBase: string | null; verifier?: PaypalWebhookVerifier },
  ) {
    this.client = createPaypalClient(credentials, options.apiBase);
    this.subscriptions = new SubscriptionsController(this.client);
    this.verifier =
      options.verifier ?? new PaypalApiWebhookVerifier(this.client, credentials.webhook_id);
  }

  syncPlan(plan: GatewayPlan): Promise<SyncedPlan> {
    return callPaypal(() => syncPaypalPlan(this.client, plan));
  }

  async startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string; reference: string }> {
    const { result } = await callPaypal(() =>
      this.subscriptions.createSubscription({
        prefer: 'return=representation',
        body: {
          planId: input.priceExternalId,
          customId: String(input.user.id),
          subscriber: { emailAddress: input.user.email, name: { givenName: input.user.name } },
          applicationContext: {
            userAction: ApplicationContextUserAction.SubscribeNow,
            shippingPreference: ExperienceContextShippingPreference.NoShipping,
            returnUrl: input.successUrl,
            cancelUrl: input.cancelUrl,
          },
        },
      }),
    );
    const approve = result.links?.find((link) => link.rel === 'approve')?.href;
    if (!result.id || !approve) {
      throw new InvalidError({ gateway: ['PayPal did not answer an approval link.'] });
    }
    return { redirectUrl: approve, reference: result.id };
  }

  async confirmCheckout(reference: string, userId: number): Promise<GatewaySubscription> {
    let { result } = await callPaypal(() => this.subscriptions.getSubscription({ id: reference }));
    // Approved with "subscribe now", PayPal activates within moments: give it those moments.
    for (let attempt = 0; result.status === 'APPROVED' && attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ({ result } = await callPaypal(() => this.subscriptions.getSubscription({ id: reference })));
    }
    const subscription = toGatewaySubscription(result);
    if (subscription.userId !== userId) {
      throw new InvalidError({ subscriptionId: ['This checkout belongs to another account.'] });
    }
    if (subscription.status !== 'active') {
      throw new InvalidError({ subscriptionId: ['The payment has not been completed.'] });
    }
    return subscription;
  }

  async subscription(id: string): Promise<GatewaySubscription> {
    const { result } = await callPaypal(() => this.subscriptions.getSubscription({ id }));
    return toGatewaySubscription(result);
  }

  async cancel(id: string, options: { immediately: boolean }): Promise<GatewaySubscription> {
    await callPaypal(() =>
      options.immediately
        ? this.subscriptions.cancelSubscription({ id, body: { reason: 'Cancelled.' } })
        : this.subscriptions.suspendSubscription({
            id,
            body: { reason: 'Cancelled at the end of the period.' },
          }),
    );
    return this.subscription(id);
  }

  async resume(id: string): Promise<GatewaySubscription> {
    await callPaypal(() =>
      this.subscriptions.activateSubscription({ id, body: { reason: 'Renewed.' } }),
    );
    return this.subscription(id);
  }

  /**
   * Revises the subscription to the other billing plan from its next billing. PayPal may ask
   * the subscriber to approve a higher price on its site; until then it keeps the old plan.
   */
  async changePlan(id: string, priceExternalId: string): Promise<GatewaySubscription> {
    await callPaypal(() =>
      this.subscriptions.reviseSubscription({ id, body: { planId: priceExternalId } }),
    );
    return this.subscription(id);
  }

  async previewPlanChange(id: string, priceExternalId: string): Promise<PlanChangeQuote> {
    const [subscription, plan] = await callPaypal(() =>
      Promise.all([
        this.subscriptions.getSubscription({ id }),
        this.subscriptions.getBillingPlan(priceExternalId),
      ]),
    );
    const price = plan.result.billingCycles?.find((cycle) => cycle.tenureType === 'REGULAR')
      ?.pricingScheme?.fixedPrice;
    if (!price) throw new InvalidError({ priceId: ['This PayPal plan has no fixed price.'] });
    return {
      amountDue: fromPaypalValue(price.value, price.currencyCode) ?? 0,
      currency: price.currencyCode.toUpperCase(),
      chargedAt: subscription.result.billingInfo?.nextBillingTime ?? null,
    };
  }

  async invoices(subscriptionId: string): Promise<GatewayInvoice[]> {
    const transactions = await callPaypal(async () => {
      const { result } = await this.subscriptions.getSubscription({ id: subscriptionId });
      const start =
        Date.parse(result.createTime ?? result.startTime ?? '') || Date.now() - 3650 * DAY;
      return this.subscriptions.listSubscriptionTransactions({
        id: subscriptionId,
        startTime: new Date(start - DAY).toISOString(),
        endTime: new Date(Date.now() + DAY).toISOString(),
      });
    });
    return (transactions.result.transactions ?? [])
      .map((transaction) => transactionToInvoice(transaction, subscriptionId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async paymentMethod(subscriptionId: string): Promise<PaymentMethod | null> {
    const { result } = await callPaypal(() =>
      this.subscriptions.getSubscription({ id: subscriptionId }),
    );
    const email = result.subscriber?.emailAddress ?? null;
    return { type: 'paypal', brand: null, last4: null, exp_month: null, exp_year: null, email };
  }

  /** The subscriber changes how they pay on PayPal's own site. */
  async startPaymentMethodChange(_input: PaymentMethodChangeInput): Promise<null> {
    return null;
  }

  async confirmPaymentMethodChange(_reference: string, _subscriptionId: string): Promise<void> {
    throw new InvalidError({
      sessionId: ['PayPal payment methods are changed on PayPal.'],
    });
  }

  async parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<GatewayEvent> {
    const transmission = readTransmission(headers);
    const event = readEvent(rawBody);
    const verified = await callPaypal(() =>
      this.verifier.verify(transmission, JSON.parse(rawBody.toString('utf8'))),
    ).catch((error: unknown) => {
      // PayPal refusing the verification request itself (400/422) is a webhook we cannot trust.
      if (error instanceof InvalidError) return false;
      throw error;
    });
    if (!verified) throw new WebhookSignatureError('The PayPal webhook signature does not verify.');
    return toGatewayEvent(event.id, event.event_type, event.resource);
  }
}

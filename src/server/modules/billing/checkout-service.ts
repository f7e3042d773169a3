import type {
  BillingGatewayName,
  BillingSubscription,
  CheckoutRedirect,
  CheckoutSummary,
} from '@common/api/billing';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { ConflictError, InvalidError, UpstreamError } from '../../domain/errors';
import type { SettingsService } from '../settings';
import { callGateway, gatewayLabel } from './gateway-call';
import type { GatewayRegistry } from './gateway-registry';
import type { PaymentGateway } from './gateways/payment-gateway';
import type { PlanChoice, ProductService } from './product-service';
import { externalPriceId } from './subscription-actions';
import type { SubscriptionRecorder } from './subscription-recorder';
import type { SubscriptionRepository } from './subscription-repository';
import type { SubscriptionView } from './subscription-view';

export const ALREADY_SUBSCRIBED = 'You already have a subscription. Change your plan from Billing.';

export interface Buyer {
  id: number;
  email: string;
  name: string;
}

interface Deps {
  products: ProductService;
  subscriptions: SubscriptionRepository;
  gateways: GatewayRegistry;
  recorder: SubscriptionRecorder;
  view: SubscriptionView;
  settings: Pick<SettingsService, 'all'>;
  transactions: Transactions;
  appUrl: string;
}

/**
 * Checkout (spec 2.7): the summary the checkout page shows, the start of a hosted checkout at a
 * gateway, and its confirmation from the done page. What the gateway answers decides, never
 * what the browser says; the webhook records the same subscription, whichever comes first.
 */
export class CheckoutService {
  constructor(private readonly deps: Deps) {}

  async summary(buyer: Buyer, productId: number, priceId: number): Promise<CheckoutSummary> {
    const choice = await this.purchasable(buyer, productId, priceId);
    const gateways = (await this.payableGateways()).filter((gateway) =>
      hasPrice(gateway.name, choice),
    );
    return {
      product: choice.product,
      price: choice.price,
      gateways: gateways.map((gateway) => gateway.name),
    };
  }

  async start(
    buyer: Buyer,
    name: BillingGatewayName,
    productId: number,
    priceId: number,
  ): Promise<CheckoutRedirect> {
    const choice = await this.purchasable(buyer, productId, priceId);
    const gateway = (await this.payableGateways()).find((candidate) => candidate.name === name);
    if (!gateway || !hasPrice(name, choice)) {
      throw new InvalidError({}, `${gatewayLabel(name)} is not available for this plan.`);
    }
    const base = `${this.deps.appUrl}/checkout/${productId}/${priceId}`;
    const customerId = await this.deps.subscriptions.customerOf(buyer.id, name);
    const priceExternalId = externalPriceId(name, choice.priceRow);
    const { redirectUrl } = await callGateway(name, () =>
      gateway.startCheckout({
        user: { id: buyer.id, email: buyer.email, name: buyer.name },
        customerId,
        priceExternalId,
        successUrl:
          name === 'stripe'
            ? `${base}/stripe/done?session_id={CHECKOUT_SESSION_ID}`
            : `${base}/paypal/done`,
        cancelUrl: base,
      }),
    );
    return { redirectUrl };
  }

  /** The subscription a finished checkout made, as the gateway reports it, recorded once. */
  async confirm(
    buyer: Buyer,
    name: BillingGatewayName,
    reference: string,
  ): Promise<BillingSubscription> {
    const gateway = await this.deps.gateways.get(name);
    if (!gateway) throw new InvalidError({}, `${gatewayLabel(name)} is not available.`);
    const subscription = await callGateway(name, () =>
      gateway.confirmCheckout(reference, buyer.id),
    );
    const outcome = await this.deps.transactions.run((trx) =>
      this.deps.recorder.record(trx, subscription, buyer.id),
    );
    if ('ignored' in outcome) {
      throw new UpstreamError(
        `${gatewayLabel(name)} answered with a plan this site does not know. Nothing was recorded.`,
      );
    }
    if (outcome.recorded.user_id !== buyer.id) {
      throw new InvalidError({}, 'This checkout belongs to another account.');
    }
    return this.deps.view.of(outcome.recorded);
  }

  private async purchasable(buyer: Buyer, productId: number, priceId: number): Promise<PlanChoice> {
    const choice = await this.deps.products.purchasable(productId, priceId);
    if (await this.deps.subscriptions.hasValid(buyer.id, nowIso())) {
      throw new ConflictError(ALREADY_SUBSCRIBED);
    }
    return choice;
  }

  /** The enabled gateways, while billing is on (settings billing.enable). */
  private async payableGateways(): Promise<PaymentGateway[]> {
    if (!(await this.deps.settings.all()).billing.enable) return [];
    return this.deps.gateways.enabled();
  }
}

function hasPrice(name: BillingGatewayName, choice: PlanChoice): boolean {
  return Boolean(name === 'stripe' ? choice.priceRow.stripe_id : choice.priceRow.paypal_id);
}

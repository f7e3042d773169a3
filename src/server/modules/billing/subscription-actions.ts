import type { BillingGatewayName } from '@common/api/billing';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { InvalidError, UpstreamError } from '../../domain/errors';
import { callGateway, gatewayLabel } from './gateway-call';
import type { GatewayRegistry } from './gateway-registry';
import type { GatewaySubscription, PaymentGateway } from './gateways/payment-gateway';
import type { PriceRow } from './plan-repository';
import type { SubscriptionRecorder } from './subscription-recorder';
import type { SubscriptionRepository, SubscriptionRow } from './subscription-repository';
import { isValid, onGracePeriod } from './subscription-validity';

export const ALREADY_ENDED = 'This subscription has already ended.';
export const NOT_RENEWABLE = 'Only a cancelled subscription that has not ended yet can be renewed.';
export const SAME_PLAN = 'The subscription is already on this plan and price.';

interface Deps {
  subscriptions: SubscriptionRepository;
  gateways: GatewayRegistry;
  recorder: SubscriptionRecorder;
  transactions: Transactions;
}

/**
 * What can be done to a subscription, by its member or an administrator: a gateway's one goes
 * through the gateway first, then its answer is recorded in one transaction (a failure changes
 * nothing here); one granted by an administrator (gateway none) changes only here.
 */
export class SubscriptionActions {
  constructor(private readonly deps: Deps) {}

  async cancel(row: SubscriptionRow, immediately: boolean): Promise<SubscriptionRow> {
    if (!isValid(row)) throw new InvalidError({}, ALREADY_ENDED);
    if (row.gateway === 'none') {
      const now = nowIso();
      // a granted subscription has no period: "at its end" is its fixed end, if it has one
      const endsAt = immediately || row.ends_at === null ? now : row.ends_at;
      return this.deps.subscriptions.update(row.id, {
        status: 'cancelled',
        renews_at: null,
        ends_at: endsAt,
        cancelled_at: row.cancelled_at ?? now,
      });
    }
    return this.throughGateway(row, (gateway, id) => gateway.cancel(id, { immediately }));
  }

  async resume(row: SubscriptionRow): Promise<SubscriptionRow> {
    if (!onGracePeriod(row)) throw new InvalidError({}, NOT_RENEWABLE);
    if (row.gateway === 'none') {
      return this.deps.subscriptions.update(row.id, { status: 'active', cancelled_at: null });
    }
    return this.throughGateway(row, (gateway, id) => gateway.resume(id));
  }

  async changePlan(row: SubscriptionRow, price: PriceRow): Promise<SubscriptionRow> {
    if (!isValid(row)) throw new InvalidError({}, ALREADY_ENDED);
    if (row.price_id === price.id) throw new InvalidError({}, SAME_PLAN);
    if (row.gateway === 'none') {
      return this.deps.subscriptions.update(row.id, {
        product_id: price.product_id,
        price_id: price.id,
      });
    }
    const externalId = externalPriceId(row.gateway, price);
    return this.throughGateway(row, (gateway, id) => gateway.changePlan(id, externalId));
  }

  /** The gateway of a gateway's subscription; 502 when it is no longer configured. */
  async gatewayOf(row: SubscriptionRow): Promise<{ gateway: PaymentGateway; id: string }> {
    if (row.gateway === 'none' || row.gateway_id === null) {
      throw new InvalidError({}, 'This subscription is not paid through a gateway.');
    }
    const gateway = await this.deps.gateways.get(row.gateway);
    if (!gateway) {
      throw new UpstreamError(
        `${gatewayLabel(row.gateway)} is not configured on this site. Nothing was changed.`,
      );
    }
    return { gateway, id: row.gateway_id };
  }

  private async throughGateway(
    row: SubscriptionRow,
    act: (gateway: PaymentGateway, id: string) => Promise<GatewaySubscription>,
  ): Promise<SubscriptionRow> {
    const { gateway, id } = await this.gatewayOf(row);
    const answer = await callGateway(gateway.name, () => act(gateway, id));
    const outcome = await this.deps.transactions.run((trx) =>
      this.deps.recorder.record(trx, answer, row.user_id),
    );
    if ('ignored' in outcome) {
      throw new UpstreamError(
        `${gatewayLabel(gateway.name)} answered with a price this site does not know.`,
      );
    }
    return outcome.recorded;
  }
}

/** The gateway's id of one of our prices; 422 when the plan was never synced there. */
export function externalPriceId(gateway: BillingGatewayName, price: PriceRow): string {
  const id = gateway === 'stripe' ? price.stripe_id : price.paypal_id;
  if (!id) {
    throw new InvalidError({
      priceId: [`This price is not available on ${gatewayLabel(gateway)}.`],
    });
  }
  return id;
}

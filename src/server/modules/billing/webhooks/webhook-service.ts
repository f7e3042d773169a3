import type { BillingGatewayName } from '@common/api/billing';
import type { Transactions } from '../../../db/transactions';
import { NotFoundError } from '../../../domain/errors';
import { gatewayLabel } from '../gateway-call';
import type { GatewayRegistry } from '../gateway-registry';
import type { GatewayEvent } from '../gateways/payment-gateway';
import type { InvoiceRepository } from '../invoice-repository';
import type { SubscriptionRecorder } from '../subscription-recorder';
import type { SubscriptionRepository } from '../subscription-repository';
import { checkoutCompletedHandler } from './checkout-completed-handler';
import { invoicePaidHandler } from './invoice-paid-handler';
import { invoicePaymentFailedHandler } from './invoice-payment-failed-handler';
import { subscriptionCreatedHandler } from './subscription-created-handler';
import { subscriptionDeletedHandler } from './subscription-deleted-handler';
import { subscriptionUpdatedHandler } from './subscription-updated-handler';
import type { EventContext, HandledKind, HandlerOutcome, WebhookHandler } from './webhook-handler';

interface Deps {
  gateways: GatewayRegistry;
  recorder: SubscriptionRecorder;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  transactions: Transactions;
}

type Handlers = { [K in HandledKind]: WebhookHandler<K> };

export interface WebhookResult {
  /** False for a replay (the event id was handled before) or an event billing ignores. */
  handled: boolean;
  note?: string;
}

/**
 * The gateways' webhooks (issue 16): verified by the gateway on the raw body, then in ONE
 * transaction the event id is recorded (a replay finds it and does nothing) and the event goes
 * to the handler of its kind. WebhookSignatureError passes through for the route's 400.
 */
export class WebhookService {
  private readonly handlers: Handlers;

  constructor(private readonly deps: Deps) {
    const invoiceDeps = { invoices: deps.invoices, subscriptions: deps.subscriptions };
    this.handlers = {
      'checkout.completed': checkoutCompletedHandler(deps.recorder),
      'subscription.created': subscriptionCreatedHandler(deps.recorder),
      'subscription.updated': subscriptionUpdatedHandler(deps.recorder),
      'subscription.deleted': subscriptionDeletedHandler(deps.recorder),
      'invoice.paid': invoicePaidHandler(invoiceDeps),
      'invoice.payment_failed': invoicePaymentFailedHandler(invoiceDeps),
    };
  }

  async receive(
    name: BillingGatewayName,
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<WebhookResult> {
    const gateway = await this.deps.gateways.get(name);
    if (!gateway) throw new NotFoundError(`${gatewayLabel(name)} is not configured.`);
    const event = await gateway.parseWebhook(rawBody, headers);
    const context: EventContext = {
      memberId:
        'subscription' in event ? await this.deps.recorder.memberOf(event.subscription) : null,
    };
    return this.deps.transactions.run(async (trx) => {
      const type = event.kind === 'ignored' ? event.type : event.kind;
      const first = await this.deps.invoices.bound(trx).recordEvent(name, event.id, type);
      if (!first) return { handled: false, note: `event ${event.id} replayed` };
      if (event.kind === 'ignored') return { handled: false };
      const outcome = await this.dispatch(trx, event, context);
      return { handled: outcome.note === undefined, ...outcome };
    });
  }

  private dispatch(
    trx: Parameters<WebhookHandler<HandledKind>>[0],
    event: Exclude<GatewayEvent, { kind: 'ignored' }>,
    context: EventContext,
  ): Promise<HandlerOutcome> {
    const handler = this.handlers[event.kind] as WebhookHandler<typeof event.kind>;
    return handler(trx, event as never, context);
  }
}

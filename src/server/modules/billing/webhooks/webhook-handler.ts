import type { Trx } from '../../../db/transactions';
import type { GatewayEvent } from '../gateways/payment-gateway';

export type HandledKind = Exclude<GatewayEvent['kind'], 'ignored'>;
export type EventOf<K extends HandledKind> = Extract<GatewayEvent, { kind: K }>;

/** What handling an event came to; `note` explains an event left alone (logged by the route). */
export interface HandlerOutcome {
  note?: string;
}

/** What was looked up before the transaction: the member a subscription event names. */
export interface EventContext {
  memberId: number | null;
}

/** Handles one kind of verified webhook event inside the transaction that records its id. */
export type WebhookHandler<K extends HandledKind> = (
  trx: Trx,
  event: EventOf<K>,
  context: EventContext,
) => Promise<HandlerOutcome>;

import type {
  ApprovalContext,
  PaypalBillingPlan,
  PaypalEvent,
  PaypalProduct,
  PaypalSubscription,
  PaypalTransaction,
} from './paypal-objects';

/** The stand-in's memory and clock. */
export class PaypalState {
  readonly products = new Map<string, PaypalProduct>();
  readonly plans = new Map<string, PaypalBillingPlan>();
  readonly subscriptions = new Map<string, PaypalSubscription>();
  /** Payments per subscription, oldest first. */
  readonly transactions = new Map<string, PaypalTransaction[]>();
  readonly approvals = new Map<string, ApprovalContext>();
  readonly tokens = new Set<string>();
  readonly events: PaypalEvent[] = [];
  /** Milliseconds added to the real clock (advanceClock). */
  clockOffset = 0;

  now(): string {
    return new Date(Date.now() + this.clockOffset).toISOString();
  }

  subscriptionByToken(token: string): PaypalSubscription | undefined {
    for (const [id, approval] of this.approvals) {
      if (approval.token === token) return this.subscriptions.get(id);
    }
    return undefined;
  }
}

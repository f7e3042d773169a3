import { storeInvoice, type InvoiceDeps } from './invoice-record';
import type { WebhookHandler } from './webhook-handler';

/** A paid invoice: stored for the billing area; a past-due subscription is active again. */
export const invoicePaidHandler =
  (deps: InvoiceDeps): WebhookHandler<'invoice.paid'> =>
  async (trx, event) => {
    const stored = await storeInvoice(deps, trx, event.invoice);
    if (!('subscriptionId' in stored)) return stored;
    await deps.subscriptions.bound(trx).setStatusIf(stored.subscriptionId, 'past_due', 'active');
    return {};
  };

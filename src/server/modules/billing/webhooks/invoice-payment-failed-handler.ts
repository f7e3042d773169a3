import { storeInvoice, type InvoiceDeps } from './invoice-record';
import type { WebhookHandler } from './webhook-handler';

/** A failed payment: the invoice is stored and the subscription is past due until paid. */
export const invoicePaymentFailedHandler =
  (deps: InvoiceDeps): WebhookHandler<'invoice.payment_failed'> =>
  async (trx, event) => {
    const stored = await storeInvoice(deps, trx, event.invoice);
    if (!('subscriptionId' in stored)) return stored;
    await deps.subscriptions.bound(trx).setStatusIf(stored.subscriptionId, 'active', 'past_due');
    await deps.subscriptions.bound(trx).setStatusIf(stored.subscriptionId, 'trialing', 'past_due');
    return {};
  };

import type { Trx } from '../../../db/transactions';
import type { GatewayInvoice } from '../gateways/payment-gateway';
import type { InvoiceRepository } from '../invoice-repository';
import type { SubscriptionRepository } from '../subscription-repository';
import { toStoredTime } from '../subscription-validity';
import type { HandlerOutcome } from './webhook-handler';

export interface InvoiceDeps {
  invoices: InvoiceRepository;
  subscriptions: SubscriptionRepository;
}

/**
 * Stores the gateway's invoice for the member of the subscription it bills; answers that
 * subscription's id, or a note when it is unknown here.
 */
export async function storeInvoice(
  deps: InvoiceDeps,
  trx: Trx,
  invoice: GatewayInvoice,
): Promise<{ subscriptionId: number } | HandlerOutcome> {
  const subscription = invoice.subscriptionId
    ? await deps.subscriptions.bound(trx).findByGatewayId(invoice.gateway, invoice.subscriptionId)
    : undefined;
  if (!subscription) return { note: `invoice ${invoice.id} ignored: unknown subscription` };
  await deps.invoices.bound(trx).upsert({
    user_id: subscription.user_id,
    subscription_id: subscription.id,
    gateway: invoice.gateway,
    gateway_id: invoice.id,
    number: invoice.number,
    amount: invoice.amount,
    currency: invoice.currency.toUpperCase(),
    status: invoice.status,
    pdf_url: invoice.pdfUrl,
    paid_at: toStoredTime(invoice.paidAt),
    created_at: toStoredTime(invoice.createdAt) ?? new Date().toISOString(),
  });
  return { subscriptionId: subscription.id };
}

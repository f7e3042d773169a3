import type { InvoiceRow } from './invoice-repository';

/** An amount in minor units as text in its currency, e.g. 999 USD → "$9.99"; never a float. */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  const absolute = Math.abs(amount);
  const fraction = String(absolute % scale).padStart(digits, '0');
  // Intl lays out the symbol and the whole units; the cents come from the integer itself
  const text = format
    .formatToParts(Math.trunc(absolute / scale))
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
  return amount < 0 ? `-${text}` : text;
}

/** A plain-text receipt for an invoice the gateway has no document for. */
export function renderReceipt(input: {
  siteName: string;
  invoice: InvoiceRow;
  planName: string;
}): string {
  const { invoice } = input;
  const lines = [
    input.siteName,
    'Receipt',
    '',
    `Number: ${invoice.number ?? `#${invoice.id}`}`,
    `Date: ${(invoice.paid_at ?? invoice.created_at).slice(0, 10)}`,
    `Plan: ${input.planName}`,
    `Amount: ${formatMoney(invoice.amount, invoice.currency)}`,
    `Status: ${invoice.status}`,
    '',
  ];
  return lines.join('\n');
}

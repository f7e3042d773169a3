import {
  escapeHtml,
  formatMoney,
  html,
  redirect,
  tinyPdf,
  type StandInReply,
  type StandInRequest,
} from '../stand-in-http';
import { StripeApiError, TEST_CARD } from './stripe-api-error';
import type { StripeBilling } from './stripe-billing';
import type { StripeCheckoutSession } from './stripe-objects';
import type { StripeState } from './stripe-state';

/**
 * Stripe Checkout's hosted page at the session's `url`: the plan and amount (or "Save a card"
 * in setup mode), a card number field and a Pay (or Save card) button; submitting completes the
 * session and redirects to success_url, as Stripe does. Also serves invoices' PDFs.
 */
export function stripeHostedPages(state: StripeState, billing: StripeBilling) {
  const page = (session: StripeCheckoutSession, error?: string) => {
    const intent = state.checkoutIntents.get(session.id);
    const price = intent?.price ? state.get('price', intent.price) : undefined;
    const product = price ? state.get('product', price.product) : undefined;
    const count = price?.recurring.interval_count ?? 1;
    const cycle = price
      ? count === 1
        ? price.recurring.interval
        : `${count} ${price.recurring.interval}s`
      : '';
    const setup = session.mode === 'setup';
    const heading = setup ? 'Save a card' : escapeHtml(product?.name ?? 'Subscription');
    const amount = price
      ? `<p id="amount">${formatMoney(price.unit_amount, price.currency)} per ${cycle}</p>`
      : '';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe Checkout (stand-in)</title></head>
<body><main><h1>${heading}</h1>${amount}
${session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : ''}
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label>Card number <input name="card_number" value="${TEST_CARD}" inputmode="numeric"></label>
<button>${setup ? 'Save card' : 'Pay'}</button></form>
${session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''}</main></body></html>`;
  };

  return async (request: StandInRequest): Promise<StandInReply | null> => {
    const pay = /^\/c\/pay\/([^/]+)$/.exec(request.path);
    if (pay) {
      const session = state.get('checkout.session', decodeURIComponent(pay[1] as string));
      if (!session)
        return html('<h1>Something went wrong</h1><p>This session does not exist.</p>', 404);
      if (request.method === 'GET') {
        if (session.status !== 'open')
          return html('<h1>This Checkout Session is no longer active.</h1>', 410);
        return html(page(session));
      }
      if (request.method === 'POST') {
        const card = new URLSearchParams(request.body).get('card_number') ?? TEST_CARD;
        try {
          await billing.completeCheckout(session, card);
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          return html(page(session, error.message), error.status);
        }
        return redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      }
    }
    const pdf = /^\/invoice_pdf\/([^/]+)$/.exec(request.path);
    if (pdf && request.method === 'GET') {
      const invoice = state.get('invoice', decodeURIComponent(pdf[1] as string));
      if (!invoice) return { status: 404, body: 'Not found' };
      return {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
        body: tinyPdf(
          `Invoice ${invoice.number ?? invoice.id}: ${formatMoney(invoice.total, invoice.currency)}`,
        ),
      };
    }
    return null;
  };
}

import {
  escapeHtml,
  formatMoney,
  html,
  redirect,
  type StandInReply,
  type StandInRequest,
} from '../stand-in-http';
import type { PaypalBilling } from './paypal-billing';
import { regularCycle } from './paypal-objects';
import type { PaypalState } from './paypal-state';

/**
 * PayPal's approval page at the subscription's `approve` link: the plan and its price with an
 * Approve button; approving activates the subscription (first cycle paid) and returns to
 * return_url with subscription_id, ba_token and token, as PayPal does.
 */
export function paypalHostedPages(state: PaypalState, billing: PaypalBilling) {
  return async (request: StandInRequest): Promise<StandInReply | null> => {
    if (request.path !== '/webapps/billing/subscriptions') return null;
    const token = request.query.get('ba_token') ?? '';
    const subscription = state.subscriptionByToken(token);
    const approval = subscription ? state.approvals.get(subscription.id) : undefined;
    if (!subscription || !approval) return html('<h1>Things don’t appear to be working</h1>', 404);
    if (request.method === 'POST') {
      if (subscription.status !== 'APPROVAL_PENDING') {
        return html('<h1>This subscription has already been approved.</h1>', 409);
      }
      await billing.approve(subscription);
      const url = new URL(approval.returnUrl);
      url.searchParams.set('subscription_id', subscription.id);
      url.searchParams.set('ba_token', token);
      url.searchParams.set('token', approval.token.replace(/^BA-/, 'EC-'));
      return redirect(url.toString());
    }
    if (subscription.status !== 'APPROVAL_PENDING') {
      return html('<h1>This subscription has already been approved.</h1>', 410);
    }
    const plan = state.plans.get(subscription.plan_id);
    const cycle = plan ? regularCycle(plan) : undefined;
    const price = cycle?.pricing_scheme.fixed_price;
    const [whole = '0', fraction = ''] = (price?.value ?? '0').split('.');
    const minor = Number(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`);
    const unit = cycle?.frequency.interval_unit.toLowerCase() ?? '';
    const count = cycle?.frequency.interval_count ?? 1;
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal (stand-in)</title></head>
<body><main><h1>${escapeHtml(plan?.name ?? 'Subscription')}</h1>
${price ? `<p id="amount">${formatMoney(minor, price.currency_code)} per ${count === 1 ? unit : `${count} ${unit}s`}</p>` : ''}
<form method="post"><button>Approve</button></form>
<a href="${escapeHtml(approval.cancelUrl)}">Cancel and return</a></main></body></html>`);
  };
}

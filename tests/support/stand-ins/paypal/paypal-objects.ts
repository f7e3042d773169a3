import { randomBytes } from 'node:crypto';

/** What the stand-in keeps, in the JSON shapes PayPal's REST API answers (the fields we use). */
export interface Money {
  currency_code: string;
  value: string;
}

export interface Link {
  href: string;
  rel: string;
  method: 'GET' | 'POST' | 'PATCH';
}

export interface PaypalProduct {
  id: string;
  name: string;
  description: string | null;
  type: string;
  category: string | null;
  create_time: string;
  update_time: string;
}

export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface PaypalBillingPlan {
  id: string;
  product_id: string;
  name: string;
  description?: string;
  status: 'CREATED' | 'ACTIVE' | 'INACTIVE';
  billing_cycles: Array<{
    frequency: { interval_unit: IntervalUnit; interval_count: number };
    tenure_type: 'REGULAR' | 'TRIAL';
    sequence: number;
    total_cycles: number;
    pricing_scheme: {
      version: number;
      fixed_price: Money;
      create_time: string;
      update_time: string;
    };
  }>;
  payment_preferences: {
    auto_bill_outstanding: boolean;
    payment_failure_threshold: number;
    setup_fee_failure_action: 'CONTINUE' | 'CANCEL';
  };
  quantity_supported: boolean;
  create_time: string;
  update_time: string;
}

export interface PaypalBillingInfo {
  outstanding_balance: Money;
  cycle_executions: Array<{
    tenure_type: 'REGULAR';
    sequence: number;
    cycles_completed: number;
    cycles_remaining: number;
    total_cycles: number;
  }>;
  last_payment?: { amount: Money; time: string };
  next_billing_time?: string;
  failed_payments_count: number;
  last_failed_payment?: { amount: Money; time: string; reason_code: string };
}

export interface PaypalSubscription {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  status_update_time: string;
  status_change_note?: string;
  start_time: string;
  quantity: string;
  custom_id?: string;
  subscriber: { email_address?: string; name?: { given_name?: string }; payer_id?: string };
  billing_info?: PaypalBillingInfo;
  plan_overridden: boolean;
  create_time: string;
  update_time: string;
  links: Link[];
}

export interface PaypalTransaction {
  id: string;
  status: 'COMPLETED' | 'DECLINED';
  amount_with_breakdown: { gross_amount: Money; fee_amount: Money; net_amount: Money };
  payer_name: { given_name?: string };
  payer_email?: string;
  time: string;
}

/** What a subscription was created with that PayPal keeps to itself. */
export interface ApprovalContext {
  token: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface PaypalEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: unknown;
  links: Link[];
}

/** PayPal-looking ids: PROD-…, P-…, I-…, WH-…, BA-… */
export const paypalId = (prefix: string, length = 17) =>
  `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`;

export function addInterval(iso: string, unit: IntervalUnit, count: number): string {
  const date = new Date(iso);
  if (unit === 'DAY') date.setUTCDate(date.getUTCDate() + count);
  if (unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + count);
  if (unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + count);
  return date.toISOString();
}

export const zero = (currency: string): Money => ({ currency_code: currency, value: '0.00' });

/** The regular cycle's price and frequency of a billing plan. */
export function regularCycle(plan: PaypalBillingPlan) {
  const cycle = plan.billing_cycles.find((c) => c.tenure_type === 'REGULAR');
  if (!cycle) throw new Error(`Billing plan ${plan.id} has no regular cycle.`);
  return cycle;
}

/** A refusal answered as PayPal's error object `{name, message, debug_id, details}`. */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly issue?: string,
    readonly description?: string,
  ) {
    super(message);
  }

  body() {
    return {
      name: this.errorName,
      message: this.message,
      debug_id: randomBytes(7).toString('hex'),
      details: this.issue
        ? [{ issue: this.issue, description: this.description ?? this.message }]
        : [],
      links: [],
    };
  }
}

export const notFound = (what: string) =>
  new PaypalApiError(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    'INVALID_RESOURCE_ID',
    `Requested ${what} ID was not found.`,
  );

export const unprocessable = (issue: string, description: string) =>
  new PaypalApiError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    issue,
    description,
  );

export const invalidRequest = (issue: string, description: string) =>
  new PaypalApiError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
    description,
  );

import {
  addInterval,
  paypalId,
  regularCycle,
  unprocessable,
  zero,
  type PaypalSubscription,
  type PaypalTransaction,
} from './paypal-objects';
import type { PaypalState } from './paypal-state';
import type { PaypalWebhooks } from './paypal-webhooks';

/** What PayPal does on its side: approvals, renewals, failed payments, status changes. */
export class PaypalBilling {
  constructor(
    private readonly state: PaypalState,
    private readonly webhooks: PaypalWebhooks,
  ) {}

  /** The buyer approves on PayPal: the first cycle is paid and the subscription runs. */
  async approve(subscription: PaypalSubscription) {
    if (subscription.status !== 'APPROVAL_PENDING') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'The subscription has already been approved.',
      );
    }
    const now = this.state.now();
    subscription.subscriber.payer_id ??= paypalId('PAYER', 13);
    subscription.subscriber.email_address ??= 'buyer@example.com';
    subscription.start_time = now;
    subscription.billing_info = {
      outstanding_balance: zero(this.price(subscription).currency_code),
      cycle_executions: [
        {
          tenure_type: 'REGULAR',
          sequence: 1,
          cycles_completed: 0,
          cycles_remaining: 0,
          total_cycles: 0,
        },
      ],
      next_billing_time: now,
      failed_payments_count: 0,
    };
    this.setStatus(subscription, 'ACTIVE');
    subscription.links = subscription.links.filter((link) => link.rel !== 'approve');
    const sale = this.charge(subscription);
    await this.webhooks.emit('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscription);
    await this.webhooks.emit('PAYMENT.SALE.COMPLETED', 'sale', sale);
    return subscription;
  }

  /** The next billing time comes: an active subscription pays its next cycle. */
  async renew(subscription: PaypalSubscription) {
    if (subscription.status !== 'ACTIVE') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        `A ${subscription.status} subscription is not billed.`,
      );
    }
    await this.webhooks.emit('PAYMENT.SALE.COMPLETED', 'sale', this.charge(subscription));
    return subscription;
  }

  /** The next payment is declined: past the failure threshold (1), PayPal suspends. */
  async failPayment(subscription: PaypalSubscription) {
    const info = this.billingInfo(subscription);
    const amount = this.price(subscription);
    const time = this.state.now();
    this.record(subscription, 'DECLINED', time);
    info.failed_payments_count += 1;
    info.outstanding_balance = amount;
    info.last_failed_payment = { amount, time, reason_code: 'PAYMENT_DENIED' };
    await this.webhooks.emit('BILLING.SUBSCRIPTION.PAYMENT.FAILED', 'subscription', subscription);
    this.setStatus(subscription, 'SUSPENDED', 'Suspended after a failed payment.');
    await this.webhooks.emit('BILLING.SUBSCRIPTION.SUSPENDED', 'subscription', subscription);
    return subscription;
  }

  async suspend(subscription: PaypalSubscription, reason: string) {
    if (subscription.status !== 'ACTIVE') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for suspend action; subscription status should be active.',
      );
    }
    this.setStatus(subscription, 'SUSPENDED', reason);
    await this.webhooks.emit('BILLING.SUBSCRIPTION.SUSPENDED', 'subscription', subscription);
  }

  async activate(subscription: PaypalSubscription, reason: string) {
    if (subscription.status !== 'SUSPENDED') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for activate action; subscription status should be suspended.',
      );
    }
    this.setStatus(subscription, 'ACTIVE', reason);
    await this.webhooks.emit('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscription);
  }

  async cancel(subscription: PaypalSubscription, reason: string) {
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      );
    }
    this.setStatus(subscription, 'CANCELLED', reason);
    await this.webhooks.emit('BILLING.SUBSCRIPTION.CANCELLED', 'subscription', subscription);
  }

  /** Its last cycle passed: the subscription expires. */
  async expire(subscription: PaypalSubscription) {
    this.setStatus(subscription, 'EXPIRED');
    await this.webhooks.emit('BILLING.SUBSCRIPTION.EXPIRED', 'subscription', subscription);
    return subscription;
  }

  /**
   * Moves to another billing plan of the same product from the next billing. PayPal asks the
   * buyer to approve a revision that costs more; the stand-in takes it as approved.
   */
  async revise(subscription: PaypalSubscription, planId: string) {
    const plan = this.state.plans.get(planId);
    const current = this.state.plans.get(subscription.plan_id);
    if (!plan || plan.status !== 'ACTIVE') {
      throw unprocessable(
        'PLAN_STATUS_INVALID',
        'The plan must be active to revise a subscription to it.',
      );
    }
    if (subscription.status !== 'ACTIVE') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for revise action; subscription status should be active.',
      );
    }
    if (current && current.product_id !== plan.product_id) {
      throw unprocessable(
        'INVALID_PARAMETER_VALUE',
        'The new plan must belong to the same product.',
      );
    }
    subscription.plan_id = planId;
    subscription.update_time = this.state.now();
    await this.webhooks.emit('BILLING.SUBSCRIPTION.UPDATED', 'subscription', subscription);
    return { plan_id: planId, plan_overridden: false, links: [] };
  }

  /** Pays the next cycle and answers the sale PayPal reports it with. */
  private charge(subscription: PaypalSubscription) {
    const info = this.billingInfo(subscription);
    const cycle = regularCycle(this.plan(subscription));
    const time = this.state.now();
    const transaction = this.record(subscription, 'COMPLETED', time);
    const from =
      info.next_billing_time && info.next_billing_time > time ? info.next_billing_time : time;
    info.next_billing_time = addInterval(
      from,
      cycle.frequency.interval_unit,
      cycle.frequency.interval_count,
    );
    info.last_payment = { amount: this.price(subscription), time };
    info.failed_payments_count = 0;
    info.outstanding_balance = zero(this.price(subscription).currency_code);
    delete info.last_failed_payment;
    const execution = info.cycle_executions[0];
    if (execution) execution.cycles_completed += 1;
    return {
      id: transaction.id,
      state: 'completed',
      amount: {
        total: transaction.amount_with_breakdown.gross_amount.value,
        currency: transaction.amount_with_breakdown.gross_amount.currency_code,
        details: { subtotal: transaction.amount_with_breakdown.gross_amount.value },
      },
      payment_mode: 'INSTANT_TRANSFER',
      protection_eligibility: 'ELIGIBLE',
      billing_agreement_id: subscription.id,
      create_time: time,
      update_time: time,
      links: [],
    };
  }

  private record(
    subscription: PaypalSubscription,
    status: PaypalTransaction['status'],
    time: string,
  ) {
    const gross = this.price(subscription);
    const transaction: PaypalTransaction = {
      id: paypalId('', 17),
      status,
      amount_with_breakdown: {
        gross_amount: gross,
        fee_amount: zero(gross.currency_code),
        net_amount: gross,
      },
      payer_name: { given_name: subscription.subscriber.name?.given_name ?? 'Buyer' },
      payer_email: subscription.subscriber.email_address,
      time,
    };
    const list = this.state.transactions.get(subscription.id) ?? [];
    list.push(transaction);
    this.state.transactions.set(subscription.id, list);
    return transaction;
  }

  private setStatus(
    subscription: PaypalSubscription,
    status: PaypalSubscription['status'],
    note?: string,
  ) {
    const now = this.state.now();
    subscription.status = status;
    subscription.status_update_time = now;
    subscription.update_time = now;
    if (note) subscription.status_change_note = note;
  }

  private billingInfo(subscription: PaypalSubscription) {
    if (!subscription.billing_info) {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'The subscription has not been approved.');
    }
    return subscription.billing_info;
  }

  private plan(subscription: PaypalSubscription) {
    const plan = this.state.plans.get(subscription.plan_id);
    if (!plan) throw new Error(`The PayPal stand-in has no plan ${subscription.plan_id}.`);
    return plan;
  }

  private price(subscription: PaypalSubscription) {
    return { ...regularCycle(this.plan(subscription)).pricing_scheme.fixed_price };
  }
}

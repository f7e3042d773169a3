import type {
  BillingSubscription,
  CheckoutRedirect,
  Invoice,
  PlanChangePreview,
} from '@common/api/billing';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { SettingsService } from '../settings';
import { callGateway } from './gateway-call';
import type { InvoiceRepository, InvoiceRow, PageQuery } from './invoice-repository';
import type { ProductService } from './product-service';
import { renderReceipt } from './receipt';
import { externalPriceId, type SubscriptionActions } from './subscription-actions';
import type { SubscriptionRepository, SubscriptionRow } from './subscription-repository';
import { isValid } from './subscription-validity';
import type { SubscriptionView } from './subscription-view';

export const NO_SUBSCRIPTION = 'You have no subscription.';
export const INVOICE_NOT_FOUND = 'Invoice not found.';
export const PAYPAL_METHODS = 'PayPal payment methods are managed on paypal.com.';
export const GRANTED_METHODS = 'This subscription is not paid through a payment gateway.';

interface Deps {
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  products: ProductService;
  actions: SubscriptionActions;
  view: SubscriptionView;
  settings: Pick<SettingsService, 'all'>;
  appUrl: string;
}

/** An invoice document: the gateway's PDF to redirect to, or our own receipt. */
export type InvoiceDocument = { redirect: string } | { filename: string; text: string };

/**
 * The signed-in member's billing area (spec 2.7): their subscription, invoices, payment method,
 * plan change, cancel and renew. Every change goes through the gateway first (actions).
 */
export class BillingAreaService {
  constructor(private readonly deps: Deps) {}

  /** The member's current subscription: the newest valid one, else the newest, else null. */
  async current(userId: number): Promise<BillingSubscription | null> {
    const row = await this.currentRow(userId);
    return row ? this.deps.view.of(row) : null;
  }

  async invoices(userId: number, page: PageQuery): Promise<PaginationResponse<Invoice>> {
    const { rows, total } = await this.deps.invoices.pageOfUser(userId, page);
    const data = rows.map((row) => this.toInvoice(row));
    return paginationResponse(data, total, page.page, page.perPage);
  }

  /** 404 for another member's invoice. */
  async invoiceDocument(userId: number, id: number): Promise<InvoiceDocument> {
    const invoice = await this.deps.invoices.findOfUser(userId, id);
    if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
    if (invoice.pdf_url) return { redirect: invoice.pdf_url };
    const subscription = invoice.subscription_id
      ? await this.deps.subscriptions.findById(invoice.subscription_id)
      : undefined;
    const plan = subscription
      ? (await this.deps.products.withPrices([subscription.product_id], [])).products.get(
          subscription.product_id,
        )
      : undefined;
    const settings = await this.deps.settings.all();
    return {
      filename: `receipt-${invoice.number ?? invoice.id}.txt`.replace(/[^\w.-]/g, '_'),
      text: renderReceipt({
        siteName: settings.branding.site_name,
        invoice,
        planName: plan?.name ?? '',
      }),
    };
  }

  async startPaymentMethodChange(userId: number): Promise<CheckoutRedirect> {
    const row = await this.valid(userId);
    if (row.gateway === 'paypal') throw new InvalidError({}, PAYPAL_METHODS);
    if (row.gateway === 'none' || !row.gateway_customer_id) {
      throw new InvalidError({}, GRANTED_METHODS);
    }
    const { gateway, id } = await this.deps.actions.gatewayOf(row);
    const base = `${this.deps.appUrl}/billing/change-payment-method`;
    const session = await callGateway(gateway.name, () =>
      gateway.startPaymentMethodChange({
        customerId: row.gateway_customer_id!,
        subscriptionId: id,
        successUrl: `${base}/done?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: base,
      }),
    );
    if (!session) throw new InvalidError({}, PAYPAL_METHODS);
    return { redirectUrl: session.redirectUrl };
  }

  async confirmPaymentMethodChange(
    userId: number,
    sessionId: string,
  ): Promise<BillingSubscription> {
    const row = await this.valid(userId);
    if (row.gateway === 'paypal') throw new InvalidError({}, PAYPAL_METHODS);
    const { gateway, id } = await this.deps.actions.gatewayOf(row);
    await callGateway(gateway.name, () => gateway.confirmPaymentMethodChange(sessionId, id));
    return this.deps.view.of(row);
  }

  async previewPlanChange(
    userId: number,
    productId: number,
    priceId: number,
  ): Promise<PlanChangePreview> {
    const row = await this.valid(userId);
    const choice = await this.deps.products.switchable(productId, priceId);
    if (row.price_id === choice.priceRow.id) {
      throw new InvalidError({}, 'You are already on this plan.');
    }
    if (row.gateway === 'none') {
      return {
        product: choice.product,
        price: choice.price,
        amount_due: 0,
        currency: choice.price.currency,
        charged_at: null,
      };
    }
    const { gateway, id } = await this.deps.actions.gatewayOf(row);
    const externalId = externalPriceId(gateway.name, choice.priceRow);
    const quote = await callGateway(gateway.name, () => gateway.previewPlanChange(id, externalId));
    return {
      product: choice.product,
      price: choice.price,
      amount_due: quote.amountDue,
      currency: quote.currency.toUpperCase(),
      charged_at: quote.chargedAt,
    };
  }

  async changePlan(
    userId: number,
    productId: number,
    priceId: number,
  ): Promise<BillingSubscription> {
    const row = await this.valid(userId);
    const choice = await this.deps.products.switchable(productId, priceId);
    return this.deps.view.of(await this.deps.actions.changePlan(row, choice.priceRow));
  }

  /** Cancels at the end of the period: the plan stays until then. */
  async cancel(userId: number): Promise<BillingSubscription> {
    const row = await this.valid(userId);
    return this.deps.view.of(await this.deps.actions.cancel(row, false));
  }

  /** Resumes a cancelled subscription before it ends; 422 once it has ended. */
  async renew(userId: number): Promise<BillingSubscription> {
    const row = await this.currentRow(userId);
    if (!row) throw new NotFoundError(NO_SUBSCRIPTION);
    return this.deps.view.of(await this.deps.actions.resume(row));
  }

  private async currentRow(userId: number): Promise<SubscriptionRow | undefined> {
    const rows = await this.deps.subscriptions.ofUser(userId);
    const now = nowIso();
    return rows.find((row) => isValid(row, now)) ?? rows[0];
  }

  /** The member's valid subscription; 404 when they have none. */
  private async valid(userId: number): Promise<SubscriptionRow> {
    const row = await this.currentRow(userId);
    if (!row || !isValid(row)) throw new NotFoundError(NO_SUBSCRIPTION);
    return row;
  }

  private toInvoice(row: InvoiceRow): Invoice {
    return {
      id: row.id,
      number: row.number,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      created_at: row.created_at,
      paid_at: row.paid_at,
      download_url: `${this.deps.appUrl}/api/v1/billing/invoices/${row.id}/download`,
    };
  }
}

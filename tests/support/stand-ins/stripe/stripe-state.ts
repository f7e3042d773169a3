import type {
  StripeCheckoutSession,
  StripeCustomer,
  StripeEvent,
  StripeInvoice,
  StripeObject,
  StripePaymentMethod,
  StripePrice,
  StripeProduct,
  StripeSetupIntent,
  StripeSubscription,
} from './stripe-objects';

type ObjectOf<K extends StripeObject['object']> = Extract<StripeObject, { object: K }>;

/** What a checkout session was started with, which Stripe keeps but does not answer. */
export interface CheckoutIntent {
  price: string | null;
  subscriptionMetadata: Record<string, string>;
  setupMetadata: Record<string, string>;
}

/** The stand-in's memory: every object by id, the events sent, and its clock. */
export class StripeState {
  readonly objects = new Map<string, StripeObject>();
  readonly events: StripeEvent[] = [];
  readonly checkoutIntents = new Map<string, CheckoutIntent>();
  /** Seconds added to the real clock (advanceClock). */
  clockOffset = 0;
  invoiceCount = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get<K extends StripeObject['object']>(kind: K, id: string): ObjectOf<K> | undefined {
    const object = this.objects.get(id);
    return object?.object === kind ? (object as ObjectOf<K>) : undefined;
  }

  all<K extends StripeObject['object']>(kind: K): ObjectOf<K>[] {
    return [...this.objects.values()].filter((o): o is ObjectOf<K> => o.object === kind);
  }

  products = () => this.all('product') as StripeProduct[];
  prices = () => this.all('price') as StripePrice[];
  customers = () => this.all('customer') as StripeCustomer[];
  paymentMethods = () => this.all('payment_method') as StripePaymentMethod[];
  setupIntents = () => this.all('setup_intent') as StripeSetupIntent[];
  sessions = () => this.all('checkout.session') as StripeCheckoutSession[];
  subscriptions = () => this.all('subscription') as StripeSubscription[];
  invoices = () => this.all('invoice') as StripeInvoice[];

  /**
   * A copy of `object` as the API answers it, with each `expand` path (dot-separated, as in
   * `customer.invoice_settings.default_payment_method`) replaced by the object its id names.
   */
  render(object: unknown, expand: string[] = []): unknown {
    const copy = structuredClone(object);
    for (const path of expand) this.expandPath(copy, path.split('.'));
    return copy;
  }

  private expandPath(node: unknown, path: string[]): void {
    const [key, ...rest] = path;
    if (!key || !node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const value = record[key];
    if (typeof value === 'string' && this.objects.has(value)) {
      record[key] = structuredClone(this.objects.get(value));
    }
    if (rest.length) this.expandPath(record[key], rest);
  }
}

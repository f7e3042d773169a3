import type { BillingGatewayName } from '@common/api/billing';
import type { SiteSettings } from '../settings';
import type { PaymentGateway } from './gateways/payment-gateway';

type GatewaySettings = SiteSettings['billing_gateways'];
export type StripeCredentials = Omit<GatewaySettings['stripe'], 'enable'>;
export type PaypalCredentials = Omit<GatewaySettings['paypal'], 'enable'>;
export interface GatewayOptions {
  apiBase: string | null;
}

/** How each gateway is built; the composition root passes the SDK-backed classes. */
export interface GatewayFactories {
  stripe?: (credentials: StripeCredentials, options: GatewayOptions) => PaymentGateway;
  paypal?: (credentials: PaypalCredentials, options: GatewayOptions) => PaymentGateway;
}

interface Deps {
  settings: { all(): Promise<SiteSettings> };
  apiBases: { stripeApiBase: string | null; paypalApiBase: string | null };
  factories: GatewayFactories;
}

/**
 * The payment gateways a site has enabled and configured (settings `billing_gateways.*`), built
 * through the injected factories and kept while their credentials stay the same.
 */
export class GatewayRegistry {
  private readonly built = new Map<string, PaymentGateway>();

  constructor(private readonly deps: Deps) {}

  /** Every enabled gateway whose credentials are set, Stripe first. */
  async enabled(): Promise<PaymentGateway[]> {
    const settings = (await this.deps.settings.all()).billing_gateways;
    const gateways: PaymentGateway[] = [];
    const { stripe, paypal } = this.deps.factories;
    const { enable: stripeOn, ...stripeKeys } = settings.stripe;
    if (stripe && stripeOn && stripeKeys.secret_key) {
      gateways.push(
        this.cached('stripe', stripeKeys, () =>
          stripe(stripeKeys, { apiBase: this.deps.apiBases.stripeApiBase }),
        ),
      );
    }
    const { enable: paypalOn, ...paypalKeys } = settings.paypal;
    if (paypal && paypalOn && paypalKeys.client_id && paypalKeys.client_secret) {
      gateways.push(
        this.cached('paypal', paypalKeys, () =>
          paypal(paypalKeys, { apiBase: this.deps.apiBases.paypalApiBase }),
        ),
      );
    }
    return gateways;
  }

  /** The gateway when it is enabled and configured, otherwise null. */
  async get(name: BillingGatewayName): Promise<PaymentGateway | null> {
    return (await this.enabled()).find((gateway) => gateway.name === name) ?? null;
  }

  private cached(name: string, credentials: object, build: () => PaymentGateway): PaymentGateway {
    const key = `${name}:${JSON.stringify(credentials)}`;
    let gateway = this.built.get(key);
    if (!gateway) {
      for (const existing of this.built.keys()) {
        if (existing.startsWith(`${name}:`)) this.built.delete(existing);
      }
      gateway = build();
      this.built.set(key, gateway);
    }
    return gateway;
  }
}

import type { BillingSubscription, PaymentMethod } from '@common/api/billing';
import type { GatewayRegistry } from './gateway-registry';
import type { ProductService } from './product-service';
import type { SubscriptionRow } from './subscription-repository';
import { toBillingSubscription } from './subscription-resource';

/**
 * A member's subscription as the billing area shows it, with the plan, the price paid and the
 * payment method the gateway knows (left out, not failed, when the gateway cannot tell now).
 */
export class SubscriptionView {
  constructor(
    private readonly products: ProductService,
    private readonly gateways: GatewayRegistry,
  ) {}

  async of(row: SubscriptionRow): Promise<BillingSubscription> {
    const [{ product, price }, paymentMethod] = await Promise.all([
      this.products.choice(row.product_id, row.price_id),
      this.paymentMethod(row),
    ]);
    return toBillingSubscription(row, product, price, paymentMethod);
  }

  private async paymentMethod(row: SubscriptionRow): Promise<PaymentMethod | null> {
    if (row.gateway === 'none' || !row.gateway_id) return null;
    const gateway = await this.gateways.get(row.gateway);
    if (!gateway) return null;
    try {
      return await gateway.paymentMethod(row.gateway_id);
    } catch {
      return null;
    }
  }
}

import type { AdminSubscription } from '@common/api/admin-billing';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { UserService } from '../users';
import type { ProductService } from './product-service';
import type { SubscriptionActions } from './subscription-actions';
import type { SubscriptionListQuery, SubscriptionGrant } from './subscription-admin-schema';
import type { SubscriptionRepository, SubscriptionRow } from './subscription-repository';
import { toAdminSubscription } from './subscription-resource';
import { isValid } from './subscription-validity';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
const SEARCH_LIMIT = 1000;

interface Deps {
  subscriptions: SubscriptionRepository;
  products: ProductService;
  users: Pick<UserService, 'contacts' | 'idsMatching' | 'findById'>;
  actions: SubscriptionActions;
}

/** Subscriptions in the admin (issue 16): the list, granting, and acting on one. */
export class SubscriptionAdminService {
  constructor(private readonly deps: Deps) {}

  async list(query: SubscriptionListQuery): Promise<PaginationResponse<AdminSubscription>> {
    // the search is on the members' name and email, which the users module answers in bulk
    const userIds = query.query
      ? await this.deps.users.idsMatching(query.query, SEARCH_LIMIT)
      : null;
    const { rows, total } = await this.deps.subscriptions.paginate(query, userIds, nowIso());
    return paginationResponse(await this.resources(rows), total, query.page, query.perPage);
  }

  async show(id: number): Promise<AdminSubscription> {
    return (await this.resources([await this.find(id)]))[0]!;
  }

  /** A subscription an administrator gives a member, paid through no gateway. */
  async grant(input: SubscriptionGrant): Promise<AdminSubscription> {
    const errors: Record<string, string[]> = {};
    if (!(await this.deps.users.findById(input.user_id)))
      errors.user_id = ['The user does not exist.'];
    const choice = await this.deps.products
      .choice(input.product_id, input.price_id)
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
    if (!choice) errors.price_id = ['The price does not belong to this plan.'];
    else if (choice.priceRow.archived_at !== null) {
      errors.price_id = ['This price is no longer offered.'];
    }
    if (input.ends_at !== null && input.ends_at <= nowIso()) {
      errors.ends_at = ['The end date must be in the future.'];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
    const held = await this.deps.subscriptions.ofUser(input.user_id);
    if (held.some((row) => isValid(row))) {
      throw new InvalidError({ user_id: ['This user already has a valid subscription.'] });
    }
    const row = await this.deps.subscriptions.insert({
      user_id: input.user_id,
      product_id: input.product_id,
      price_id: input.price_id,
      gateway: 'none',
      gateway_id: null,
      gateway_customer_id: null,
      status: 'active',
      renews_at: null,
      ends_at: input.ends_at,
      cancelled_at: null,
    });
    return this.show(row.id);
  }

  async cancel(id: number, immediately: boolean): Promise<AdminSubscription> {
    await this.deps.actions.cancel(await this.find(id), immediately);
    return this.show(id);
  }

  async resume(id: number): Promise<AdminSubscription> {
    await this.deps.actions.resume(await this.find(id));
    return this.show(id);
  }

  async changePlan(id: number, productId: number, priceId: number): Promise<AdminSubscription> {
    const row = await this.find(id);
    const choice = await this.deps.products.choice(productId, priceId).catch((error: unknown) => {
      if (error instanceof NotFoundError) {
        throw new InvalidError({ priceId: ['The price does not belong to this plan.'] });
      }
      throw error;
    });
    if (choice.priceRow.archived_at !== null) {
      throw new InvalidError({ priceId: ['This price is no longer offered.'] });
    }
    await this.deps.actions.changePlan(row, choice.priceRow);
    return this.show(id);
  }

  /** Moves the end of a granted subscription (gateway none); a gateway's own renew there. */
  async extend(id: number, endsAt: string): Promise<AdminSubscription> {
    const row = await this.find(id);
    if (row.gateway !== 'none') {
      throw new InvalidError({
        ends_at: ['Only subscriptions granted here can be extended; the gateway renews its own.'],
      });
    }
    if (endsAt <= nowIso())
      throw new InvalidError({ ends_at: ['The end date must be in the future.'] });
    await this.deps.subscriptions.update(id, {
      ends_at: endsAt,
      ...(row.status === 'expired' && { status: 'active' }),
    });
    return this.show(id);
  }

  private async find(id: number): Promise<SubscriptionRow> {
    const row = await this.deps.subscriptions.findById(id);
    if (!row) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  private async resources(rows: SubscriptionRow[]): Promise<AdminSubscription[]> {
    const [users, { products, prices }] = await Promise.all([
      this.deps.users.contacts(rows.map((row) => row.user_id)),
      this.deps.products.withPrices(
        rows.map((row) => row.product_id),
        rows.map((row) => row.price_id),
      ),
    ]);
    const now = nowIso();
    return rows.map((row) =>
      toAdminSubscription(
        row,
        users.get(row.user_id),
        products.get(row.product_id),
        prices.get(row.price_id)!,
        now,
      ),
    );
  }
}

import { nowIso } from '../../db/dialect';
import { Repository } from '../../db/transactions';

export interface StoredPushSubscription {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The browsers members subscribed to Web Push. */
export class PushSubscriptionRepository extends Repository {
  /** An endpoint belongs to one browser: subscribing again moves it to this user and keys. */
  async upsert(userId: number, input: { endpoint: string; p256dh: string; auth: string }) {
    await this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...input, created_at: nowIso() })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ user_id: userId, p256dh: input.p256dh, auth: input.auth }),
      )
      .execute();
  }

  async deleteForUser(userId: number, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async deleteById(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  async forUsers(userIds: number[]): Promise<StoredPushSubscription[]> {
    const found: StoredPushSubscription[] = [];
    for (let start = 0; start < userIds.length; start += 500) {
      found.push(
        ...(await this.db
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
          .where('user_id', 'in', userIds.slice(start, start + 500))
          .execute()),
      );
    }
    return found;
  }
}

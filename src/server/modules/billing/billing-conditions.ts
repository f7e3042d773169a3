import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { GRANTING_STATUSES } from './subscription-validity';

type Subscriptions = ExpressionBuilder<Database, 'subscriptions'>;

/** The SQL form of `isValid` (subscription-validity.ts) at `now`. */
export function validAt(now: string) {
  return (eb: Subscriptions) =>
    eb.and([
      eb.or([eb('subscriptions.ends_at', 'is', null), eb('subscriptions.ends_at', '>', now)]),
      eb.or([
        eb('subscriptions.status', 'in', [...GRANTING_STATUSES]),
        eb.and([
          eb('subscriptions.status', '=', 'cancelled'),
          eb('subscriptions.ends_at', 'is not', null),
        ]),
      ]),
    ]);
}

import { z } from 'zod';
import { billingIntervals } from '@common/api/billing';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from '../catalogue';
import { grantsInput } from '../permissions';

const flag = z.boolean({ message: 'The value must be true or false.' });

export const MAX_PRICE_AMOUNT = 100_000_000;

const priceFields = z.strictObject({
  id: z
    .number({ message: 'The price id must be a number.' })
    .int('The price id must be a number.')
    .positive('The price id must be a number.')
    .optional(),
  amount: z
    .number({ message: 'The amount field is required.' })
    .int('The amount must be a whole number of cents.')
    .min(0, 'The amount must be at least 0.')
    .max(MAX_PRICE_AMOUNT, 'The amount is too large.'),
  currency: z
    .string({ message: 'The currency field is required.' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'The currency must be a 3-letter code.')
    .transform((code) => code.toUpperCase()),
  interval: z.enum(billingIntervals, { message: 'The interval must be day, month or year.' }),
  interval_count: z
    .number({ message: 'The interval count must be a number.' })
    .int('The interval count must be a whole number.')
    .min(1, 'The interval count must be at least 1.')
    .max(365, 'The interval count may not be greater than 365.')
    .default(1),
});

const planFields = {
  name: z
    .string({ message: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be greater than 255 characters.'),
  description: z
    .string({ message: 'The description must be text.' })
    .trim()
    .max(2000, 'The description may not be greater than 2000 characters.')
    .nullish(),
  hidden: flag.optional(),
  free: flag.optional(),
  recommended: flag.optional(),
  default: flag.optional(),
  feature_list: z
    .array(
      z
        .string({ message: 'Each feature must be text.' })
        .trim()
        .max(255, 'A feature may not be greater than 255 characters.'),
      { message: 'The feature list must be a list.' },
    )
    .max(50, 'A plan may list at most 50 features.')
    .transform((features) => features.filter(Boolean))
    .optional(),
  position: z
    .number({ message: 'The position must be a number.' })
    .int('The position must be a whole number.')
    .min(0, 'The position must be at least 0.')
    .max(10_000, 'The position may not be greater than 10000.')
    .optional(),
  prices: z
    .array(priceFields, { message: 'The prices must be a list.' })
    .max(20, 'A plan may have at most 20 prices.')
    .optional(),
  permissions: grantsInput.optional(),
};

/** POST admin/plans. */
export const planCreateInput = z.strictObject(planFields);
/** PUT admin/plans/{id}: only the fields sent change; `prices` and `permissions` replace all. */
export const planUpdateInput = z.strictObject({ ...planFields, name: planFields.name.optional() });

export type PlanCreateInput = z.infer<typeof planCreateInput>;
export type PlanUpdateInput = z.infer<typeof planUpdateInput>;
export type PriceFields = z.infer<typeof priceFields>;

export const planListQuery = paginationQuery.extend({
  orderBy: z
    .enum(['id', 'name', 'position', 'created_at', 'updated_at'], {
      message: 'The order by is not valid.',
    })
    .default('position'),
  orderDir: z.enum(['asc', 'desc']).default('asc'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  ids: idList,
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planIdParam = z.object({ id: routeIdParam });
export const planIdsParam = z.object({ ids: requiredIdList });

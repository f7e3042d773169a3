import { z } from 'zod';
import { routeIdParam } from '../catalogue';
import { paginationQuery } from '../../http/pagination';

const positiveId = (label: string) =>
  z.coerce
    .number({ message: `The ${label} field is required.` })
    .int(`The ${label} must be an id.`)
    .positive(`The ${label} must be an id.`);

/** {productId, priceId}: the plan and price a checkout or a plan change is for. */
export const planChoiceInput = z.strictObject({
  productId: positiveId('product id'),
  priceId: positiveId('price id'),
});

export const checkoutParams = z.object({ productId: routeIdParam, priceId: routeIdParam });

const reference = (field: string) =>
  z
    .string({ message: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(255, `The ${field} may not be greater than 255 characters.`);

export const stripeConfirmInput = z.strictObject({ sessionId: reference('session id') });
export const paypalConfirmInput = z.strictObject({ subscriptionId: reference('subscription id') });

export const invoicesQuery = paginationQuery.pick({ page: true, perPage: true });
export const invoiceIdParam = z.object({ id: routeIdParam });

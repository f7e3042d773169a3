import { z } from 'zod';
import { OUTGOING_EMAIL_STATUSES } from '@common/api/logs';
import { paginationQuery } from '../../http/pagination';
import { OUTGOING_EMAIL_ORDER_COLUMNS } from './outgoing-email-log-repository';

export const errorLogQuery = paginationQuery.pick({ page: true, perPage: true });

export const scheduleLogQuery = paginationQuery.pick({ page: true, perPage: true });

export const outgoingEmailLogQuery = paginationQuery.extend({
  orderBy: z
    .enum(OUTGOING_EMAIL_ORDER_COLUMNS, { error: 'This column cannot be sorted.' })
    .default('created_at'),
  query: z.string().trim().max(255).optional(),
  status: z.enum(OUTGOING_EMAIL_STATUSES).optional(),
});

/** An id that is not a positive whole number names no message: null, and the route answers 404. */
export const outgoingEmailParams = z.object({
  id: z.string().transform((id) => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null)),
});

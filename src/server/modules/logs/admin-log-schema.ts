import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { OUTGOING_EMAIL_ORDER_COLUMNS } from './outgoing-email-log-repository';

export const errorLogQuery = paginationQuery.pick({ page: true, perPage: true });

export const scheduleLogQuery = paginationQuery.pick({ page: true, perPage: true });

export const outgoingEmailLogQuery = paginationQuery.extend({
  orderBy: z
    .enum(OUTGOING_EMAIL_ORDER_COLUMNS, { error: 'This column cannot be sorted.' })
    .default('created_at'),
  query: z.string().trim().max(255).optional(),
  status: z.enum(['sent', 'logged', 'failed']).optional(),
});

export const outgoingEmailParams = z.object({
  id: z.coerce.number().int().positive('Not found.'),
});

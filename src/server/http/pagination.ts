import { z } from 'zod';
import type { PaginationResponse } from '@common/http/responses';

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(15),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});

export type PaginationQuery = z.infer<typeof paginationQuery>;

/** The one pagination wrapper every list endpoint answers with. */
export function paginationResponse<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
): PaginationResponse<T> {
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

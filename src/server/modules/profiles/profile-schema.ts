import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { recordId } from '../../http/record-id';

export const userIdParams = z.object({ userId: recordId('user id') });
export const profilePageQuery = paginationQuery.pick({ page: true, perPage: true });

export type PageQuery = z.infer<typeof profilePageQuery>;

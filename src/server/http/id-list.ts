import { z } from 'zod';
import { commaList } from './validation';

/** A comma-joined list of ids (getMany, bulk delete), as the admin sends it. */
export const idList = commaList.pipe(
  z.array(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Each id must be a positive number.')
      .transform(Number),
  ),
);

/** A path's `:ids` (bulk delete): the same list, with at least one id. */
export const requiredIdList = idList.pipe(z.array(z.number()).min(1, 'Give at least one id.'));

import { z } from 'zod';
import { routeNumber } from '@common/catalogue/route-id';

/** The largest id an integer column holds on both dialects (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

function wholeNumber(value: string): number | null {
  const number = routeNumber(value);
  return number !== null && number <= MAX_ID ? number : null;
}

/**
 * A route id param. A segment that cannot name a row (letters, zero, decimals, numbers too
 * large for the column) becomes 0, which no row has: the service then answers its 404, with
 * its own message, as for a missing row (never a 422 or a database error).
 */
export const routeIdParam = z.string().transform((value) => {
  const id = wholeNumber(value);
  return id !== null && id >= 1 ? id : 0;
});

/** A season or episode number param (0 is allowed: specials); otherwise -1, which none has. */
export const routeNumberParam = z.string().transform((value) => wholeNumber(value) ?? -1);

import { routeNumber } from '@common/catalogue/route-id';
import { notFound } from '../../http/http-error';

/** The largest id an integer column holds on both dialects (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/**
 * A route id param as a positive integer; anything else (letters, zero, decimals, numbers too
 * large for the column) answers 404 with the given message, as a missing row would.
 */
export function idParam(value: unknown, notFoundMessage: string): number {
  const id = wholeNumber(value);
  if (id === null || id < 1) throw notFound(notFoundMessage);
  return id;
}

/** A season or episode number param (0 is allowed: specials); otherwise 404. */
export function numberParam(value: unknown, notFoundMessage: string): number {
  const number = wholeNumber(value);
  if (number === null) throw notFound(notFoundMessage);
  return number;
}

function wholeNumber(value: unknown): number | null {
  const number = routeNumber(value);
  return number !== null && number <= MAX_ID ? number : null;
}

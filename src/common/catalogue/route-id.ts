/** A row id as it appears in a URL: 1–10 digits. The client, the page renderer and the API all read ids by this rule. */
const ROUTE_ID = /^\d{1,10}$/;

/** The number a URL segment spells when it is 1–10 digits ('012' → 12, '0' → 0); null otherwise. */
export function routeNumber(value: unknown): number | null {
  return typeof value === 'string' && ROUTE_ID.test(value) ? Number(value) : null;
}

/**
 * A route id: above 0, or 0 when allowed (season 0 holds specials). Null for anything else, which
 * cannot name a row, so the page is a 404 without asking the API.
 */
export function parseRouteId(value: string | undefined, allowZero = false): number | null {
  const id = routeNumber(value);
  return id !== null && (id > 0 || (allowZero && id === 0)) ? id : null;
}

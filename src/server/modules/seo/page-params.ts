/**
 * The params the client's first query of a page sends, rebuilt from the page URL the same way
 * so the embedded answer sits under the key the client looks up (loaderKey(path, params)).
 * Channel params come from src/common/catalogue/channel-params.ts, which the client uses too;
 * list pages mirror src/client/site/lists/url-pagination.tsx.
 */
import { channelApiParams } from '@common/catalogue/channel-params';

/** ?page= of list-like pages: sent only above 1 (url-pagination.tsx pageParams). */
export function pageParams(search: URLSearchParams): { page?: number } {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** GET channels/{slugOrId} params: built by the same function the client uses. */
export function channelParams(
  restriction: string | null,
  search: URLSearchParams,
): Record<string, string | number> {
  return channelApiParams(restriction ?? undefined, search);
}

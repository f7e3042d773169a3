/**
 * The params the client's first query of a page sends, rebuilt from the page URL the same way
 * so the embedded answer sits under the key the client looks up (loaderKey(path, params)).
 * Mirrors src/client/site/channels/channel-query.ts and src/client/site/lists/url-pagination.tsx.
 */
import { titleFilters } from '@common/catalogue/title-filters';

/** Filters a channel page keeps in its URL (channel-query.ts FILTER_KEYS). */
const CHANNEL_FILTER_KEYS = [
  'type',
  'genre',
  'yearFrom',
  'yearTo',
  'ratingFrom',
  'language',
  'order',
] as const;

const MAX_CHANNEL_PAGE = 10_000;

/** ?page= of list-like pages: sent only above 1 (url-pagination.tsx pageParams). */
export function pageParams(search: URLSearchParams): { page?: number } {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** GET channels/{slugOrId} params: restriction, page above 1, and the filters that are valid. */
export function channelParams(
  restriction: string | null,
  search: URLSearchParams,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (restriction) params.restriction = restriction;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_CHANNEL_PAGE) params.page = page;
  for (const key of CHANNEL_FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = titleFilters.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) params[key] = parsed.data;
  }
  return params;
}

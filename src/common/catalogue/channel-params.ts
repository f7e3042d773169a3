/**
 * How a channel page's URL becomes the params of GET channels/{slugOrId}. The client sends them
 * and the server embeds the first answer under loaderKey(path, params), so both sides build them
 * here, the one way.
 */
import { titleFilters, type TitleFilters } from '../catalogue/title-filters';

/** The title filters a channel page keeps in its URL, in the order the filter bar shows them. */
export const FILTER_KEYS = [
  'type',
  'genre',
  'yearFrom',
  'yearTo',
  'ratingFrom',
  'language',
  'order',
] as const satisfies ReadonlyArray<keyof TitleFilters>;

export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The channel's filters from URL search params; a value that fails the shared rules is dropped,
 * and so is a year range's end that comes before its start (the API refuses such a range).
 */
export function readChannelFilters(search: URLSearchParams): TitleFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = titleFilters.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const result = filters as TitleFilters;
  if (
    result.yearFrom !== undefined &&
    result.yearTo !== undefined &&
    result.yearTo < result.yearFrom
  ) {
    delete result.yearTo;
  }
  return result;
}

/** The page number from the URL: a positive integer, 1 otherwise. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

/**
 * The params of GET channels/{slugOrId} for a channel page URL. The server embeds the first
 * answer under loaderKey('channels/' + slugOrId, these params), so both sides must build them
 * the same way: the restriction from the path, page only when above 1, and the valid filters.
 */
export function channelApiParams(
  restriction: string | undefined,
  search: URLSearchParams,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (restriction) params.restriction = restriction;
  const page = readPage(search);
  if (page > 1) params.page = page;
  for (const [key, value] of Object.entries(readChannelFilters(search))) {
    if (value !== undefined) params[key] = value as string | number;
  }
  return params;
}

import { FILTER_KEYS, type FilterKey } from '@common/catalogue/channel-params';

export {
  channelApiParams,
  FILTER_KEYS,
  readChannelFilters,
  readPage,
  type FilterKey,
} from '@common/catalogue/channel-params';

/** The search params after setting one filter: empty values are removed, and so is the page. */
export function withFilter(
  search: URLSearchParams,
  key: FilterKey,
  value: string | number | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  next.delete('page');
  return next;
}

/** The search params without any filter or page (other params are kept). */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}

/** A URL's search string for another page of the same listing (page 1 drops the param). */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

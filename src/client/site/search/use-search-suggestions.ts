import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '@common/catalogue/page-queries';
import { apiClient } from '@client/http/api-client';
import { apiQueryKey } from '../shared/use-api-query';

/** Type-ahead timing and size: wait for a pause in typing, and a query of at least 2 characters. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_LIMIT = 5;
export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '@common/catalogue/page-queries';

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Type-ahead results for the navbar search (GET search?query&limit). Requests wait 250 ms after
 * the last keystroke, and a request whose query is no longer wanted is aborted: the query
 * function hands TanStack Query's signal to fetch, which aborts it when the key moves on.
 */
export function useSearchSuggestions(input: string) {
  const query = useDebouncedValue(input.trim().slice(0, MAX_QUERY_LENGTH), SUGGEST_DEBOUNCE_MS);
  const enabled = query.length >= MIN_QUERY_LENGTH;
  const params = { query, limit: SUGGEST_LIMIT };
  const result = useQuery({
    queryKey: [...apiQueryKey('search', params), 'suggestions'],
    queryFn: ({ signal }) => apiClient.get<SearchResponse>('search', params, { signal }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    /** The query the shown results belong to. */
    query,
    data: enabled ? result.data : undefined,
    /** Waiting for the debounce or the server. */
    pending: input.trim().slice(0, MAX_QUERY_LENGTH) !== query || (enabled && result.isFetching),
    isError: enabled && result.isError,
  };
}

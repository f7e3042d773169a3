import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { loaderKey } from '@common/http/loader-key';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { apiClient, type Params } from '@client/http/api-client';

/** The answer the server embedded for this call, if the page was served with it. */
export function embeddedAnswer<T>(path: string, params: Params): T | undefined {
  try {
    const value = getBootstrapData().loaders[loaderKey(path, params)];
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Query key of a GET to the API: the path and its params (so invalidating by path works). */
export const apiQueryKey = (path: string, params: Params = {}) => [path, params] as const;

/**
 * A GET to the API through TanStack Query, starting from the answer the server embedded in the
 * page when there is one (the first render of a server-rendered page needs no round trip).
 */
export function useApiQuery<T>(
  path: string,
  params: Params = {},
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn' | 'initialData'> = {},
) {
  return useQuery<T>({
    queryKey: apiQueryKey(path, params),
    queryFn: ({ signal }) => apiClient.get<T>(path, params, { signal }),
    initialData: () => embeddedAnswer<T>(path, params),
    // Embedded data is as fresh as the HTML it came with.
    initialDataUpdatedAt: () => (embeddedAnswer<T>(path, params) ? Date.now() : undefined),
    ...options,
  });
}

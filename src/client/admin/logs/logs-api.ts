import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';
import type { OutgoingEmail } from '@common/api/logs';
import type { PaginationResponse } from '@common/http/responses';

export interface LogPageParams {
  page: number;
  perPage: number;
  query?: string;
}

/** One page of a log: 'logs/error', 'logs/outgoing-email' or 'logs/schedule'. */
export function useLogPage<T>(path: string, params: LogPageParams) {
  return useQuery({
    queryKey: ['admin', path, params],
    queryFn: ({ signal }) =>
      apiClient.get<PaginationResponse<T>>(
        path,
        { ...params, query: params.query || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOutgoingEmail(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'logs/outgoing-email', id],
    queryFn: () => apiClient.get<{ email: OutgoingEmail }>(`logs/outgoing-email/${id}`),
    enabled: id !== null,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';
import type { DebugFrame, PaginationResponse } from '@common/http/responses';

export interface ErrorLogItem {
  id: string;
  file: string;
  time: string;
  level: 'error' | 'fatal';
  message: string;
  exception: string;
  requestId?: string;
  method?: string;
  url?: string;
  userId?: number | null;
  frames: DebugFrame[];
}

export interface OutgoingEmailSummary {
  id: number;
  to: string;
  subject: string;
  status: 'sent' | 'logged' | 'failed';
  error: string | null;
  message_id: string | null;
  created_at: string;
}

export interface OutgoingEmail extends OutgoingEmailSummary {
  html: string;
  text: string;
}

export interface ScheduleRun {
  id: number;
  task: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'succeeded' | 'failed';
  output: string | null;
}

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

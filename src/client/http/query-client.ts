import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api-error';

const NO_RETRY_STATUSES = [401, 403, 404];

/** Queries stay fresh 30 s; no retry on 401/403/404, at most 2 retries otherwise (spec 8, 9). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && NO_RETRY_STATUSES.includes(status)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

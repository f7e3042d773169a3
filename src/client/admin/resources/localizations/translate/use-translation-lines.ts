import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';
import type { PaginationResponse } from '@common/http/responses';
import type { TranslationLine } from '@common/api/localizations';

export const LINES_PER_PAGE = 25;

const linesKey = (localizationId: string) => ['admin', 'localizations', localizationId, 'lines'];

/** GET localizations/{id}/lines: one page of messages matching the search. */
export function useTranslationLines(localizationId: string, query: string, page: number) {
  return useQuery({
    queryKey: [...linesKey(localizationId), { query, page }],
    queryFn: ({ signal }) =>
      apiClient.get<PaginationResponse<TranslationLine>>(
        `localizations/${localizationId}/lines`,
        { query: query || undefined, page, perPage: LINES_PER_PAGE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT localizations/{id}/lines {lines}; an empty value removes a translation. */
export function useSaveTranslationLines(localizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: Record<string, string>) =>
      apiClient.put(`localizations/${localizationId}/lines`, { lines }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linesKey(localizationId) }),
  });
}

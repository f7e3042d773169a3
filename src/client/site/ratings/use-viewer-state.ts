import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TitleViewerState } from '@common/catalogue/catalogue-types';
import { apiClient } from '@client/http/api-client';
import type { TranslationValues } from '@common/i18n/translations';
import { toast } from '@client/ui/toast/toast-store';
import { apiQueryKey, useApiQuery } from '../shared/use-api-query';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** The viewer state: rating, review, watchlist entry and the viewer's lists holding the title. */
export type ViewerState = TitleViewerState;

export const viewerStatePath = (titleId: number) => `titles/${titleId}/viewer-state`;

/**
 * The signed-in viewer's state, starting from the answer the server rendered the title page
 * with: the page hydrates with what the server showed (a section hydrated later included).
 */
export function useViewerState(titleId: number, enabled: boolean) {
  return useApiQuery<ViewerState>(viewerStatePath(titleId), {}, { enabled });
}

/**
 * Refetches what a change of the viewer's rating or review affects on the title page: their
 * state, and the reviews with the members' distribution. The title itself does not change: its
 * rating is its source's.
 */
export function invalidateTitleCommunity(queryClient: QueryClient, titleId: number) {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(viewerStatePath(titleId)) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(`titles/${titleId}/reviews`) });
}

type ToastMessage = string | [string, TranslationValues];

const toastFor = (message: ToastMessage): [string, TranslationValues | undefined] =>
  typeof message === 'string' ? [message, undefined] : message;

/**
 * A change applied to the cached viewer state at once, undone if the server refuses it
 * (optimistic update with rollback), then refetched either way.
 */
function useOptimisticViewerChange<Vars>(
  titleId: number,
  options: {
    send: (vars: Vars) => Promise<unknown>;
    apply: (state: ViewerState, vars: Vars) => ViewerState;
    success: (vars: Vars) => ToastMessage;
    after?: (queryClient: QueryClient) => void;
  },
) {
  const queryClient = useQueryClient();
  const key = apiQueryKey(viewerStatePath(titleId));
  return useMutation({
    mutationFn: options.send,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ViewerState>(key);
      if (previous) queryClient.setQueryData<ViewerState>(key, options.apply(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showErrorToast(error);
    },
    onSuccess: (_data, vars) => {
      const [message, values] = toastFor(options.success(vars));
      toast(message, { values });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      options.after?.(queryClient);
    },
  });
}

/** PUT (a number) or DELETE (null) the viewer's rating of the title. */
export function useRateTitle(titleId: number) {
  return useOptimisticViewerChange<number | null>(titleId, {
    send: (rating) =>
      rating === null
        ? apiClient.delete(`titles/${titleId}/rating`)
        : apiClient.put(`titles/${titleId}/rating`, { rating }),
    apply: (state, rating) => ({ ...state, rating }),
    success: (rating) => (rating === null ? 'Rating removed' : 'Rating saved'),
    after: (queryClient) => invalidateTitleCommunity(queryClient, titleId),
  });
}

/** Adds the title to (true) or removes it from (false) the viewer's watchlist. */
export function useToggleWatchlist(titleId: number) {
  return useOptimisticViewerChange<boolean>(titleId, {
    send: (add) =>
      add
        ? apiClient.post('watchlist', { title_id: titleId })
        : apiClient.delete(`watchlist/${titleId}`),
    apply: (state, add) => ({ ...state, in_watchlist: add }),
    success: (add) => (add ? 'Added to your watchlist' : 'Removed from your watchlist'),
    after: (queryClient) =>
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('watchlist') }),
  });
}

/** Puts the title in (add) or takes it out of (!add) one of the viewer's lists. */
export function useToggleListItem(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, add }: { listId: number; listName: string; add: boolean }) =>
      add
        ? apiClient.post(`lists/${listId}/items`, { title_id: titleId })
        : apiClient.delete(`lists/${listId}/items/${titleId}`),
    onError: (error) => {
      showErrorToast(error);
    },
    onSuccess: (_data, { add, listName }) => {
      toast(add ? 'Added to :list' : 'Removed from :list', { values: { list: listName } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('lists') });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(viewerStatePath(titleId)) });
    },
  });
}

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewOrder, ReviewResponse } from '@common/api/reviews';
import type { TitleReviewsResponse } from '@common/catalogue/catalogue-types';
import { apiClient } from '@client/http/api-client';
import { apiQueryKey } from '../shared/use-api-query';
import { invalidateTitleCommunity } from '../ratings/use-viewer-state';

export type { ReviewOrder };
export const REVIEWS_PER_PAGE = 10;

export const reviewsPath = (titleId: number) => `titles/${titleId}/reviews`;

/** The title's reviews, a page at a time ('Load more'), with the rating distribution. */
export function useTitleReviews(titleId: number, order: ReviewOrder, enabled = true) {
  const path = reviewsPath(titleId);
  const params = { order, perPage: REVIEWS_PER_PAGE };
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(path, params), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<TitleReviewsResponse>(path, { ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    enabled,
  });
}

export interface ReviewInput {
  rating: number | null;
  headline: string;
  body: string;
}

/** Creates the viewer's review (no id) or updates it. */
export function useSaveReview(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ReviewInput }) => {
      const body = {
        rating: input.rating,
        headline: input.headline.trim() || null,
        body: input.body,
      };
      return id === null
        ? apiClient.post<ReviewResponse>(reviewsPath(titleId), body)
        : apiClient.put<ReviewResponse>(`reviews/${id}`, body);
    },
    onSuccess: () => invalidateTitleCommunity(queryClient, titleId),
  });
}

export function useDeleteReview(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`reviews/${id}`),
    onSuccess: () => invalidateTitleCommunity(queryClient, titleId),
  });
}

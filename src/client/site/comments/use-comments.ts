import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentResponse } from '@common/api/comments';
import type { Comment, CommentableType } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { apiClient } from '@client/http/api-client';
import { apiQueryKey } from '../shared/use-api-query';

export const COMMENTS_PER_PAGE = 20;

export interface Commentable {
  commentableType: CommentableType;
  commentableId: number;
}

const params = ({ commentableType, commentableId }: Commentable) => ({
  commentable_type: commentableType,
  commentable_id: commentableId,
  perPage: COMMENTS_PER_PAGE,
});

const commentsKey = (target: Commentable) => [...apiQueryKey('comments', params(target)), 'pages'];

/** Root comments (each with its replies), a page at a time. */
export function useComments(target: Commentable, enabled = true) {
  return useInfiniteQuery({
    queryKey: commentsKey(target),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<PaginationResponse<Comment>>(
        'comments',
        { ...params(target), page: pageParam },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    enabled,
  });
}

/** Post, edit and delete comments; each refetches the loaded pages of the thread. */
export function useCommentMutations(target: Commentable) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsKey(target) });
  const create = useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId: number | null }) =>
      apiClient.post<CommentResponse>('comments', {
        commentable_type: target.commentableType,
        commentable_id: target.commentableId,
        parent_id: parentId,
        content,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiClient.put<CommentResponse>(`comments/${id}`, { content }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.delete(`comments/${id}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

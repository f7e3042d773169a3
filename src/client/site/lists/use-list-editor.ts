import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@common/api/lists';
import type { ListPageResponse, TitleCard, UserList } from '@common/catalogue/catalogue-types';
import { apiClient } from '@client/http/api-client';
import { apiQueryKey } from '../shared/use-api-query';
import {
  createPayload,
  itemChanges,
  updatePayload,
  type EditorItem,
  type ListForm,
} from './list-editor-state';

/** The most the API answers per page. */
const ALL_ITEMS_PER_PAGE = 100;

export interface EditableList {
  list: UserList;
  items: EditorItem[];
}

/** A list with every one of its titles (all pages), for the editor. */
export function useEditableList(slugOrId: string | undefined) {
  return useQuery({
    queryKey: [...apiQueryKey(`lists/${slugOrId}`, { perPage: ALL_ITEMS_PER_PAGE }), 'all'],
    enabled: slugOrId !== undefined,
    // The form is seeded once: refetching in the background must not reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }): Promise<EditableList> => {
      const fetchPage = (page: number) =>
        apiClient.get<ListPageResponse>(
          `lists/${slugOrId}`,
          { page, perPage: ALL_ITEMS_PER_PAGE },
          { signal },
        );
      const first = await fetchPage(1);
      const items: TitleCard[] = [...first.items.data];
      for (let page = 2; page <= first.items.last_page; page++) {
        items.push(...(await fetchPage(page)).items.data);
      }
      return { list: first.list, items };
    },
  });
}

/**
 * Saves the editor: POST lists for a new list; for an existing one PUT its fields, then add and
 * remove titles and send the order when it changed. Resolves with the saved list.
 */
export function useSaveList(existing: EditableList | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ListForm): Promise<UserList> => {
      if (!existing) {
        const { list } = await apiClient.post<ListResponse>('lists', createPayload(form));
        return list;
      }
      const id = existing.list.id;
      const answer = await apiClient.put<ListResponse>(`lists/${id}`, updatePayload(form));
      const changes = itemChanges(
        existing.items.map((item) => item.id),
        form.items.map((item) => item.id),
      );
      for (const titleId of changes.removed) await apiClient.delete(`lists/${id}/items/${titleId}`);
      for (const titleId of changes.added) {
        await apiClient.post(`lists/${id}/items`, { title_id: titleId });
      }
      if (changes.order)
        await apiClient.put(`lists/${id}/items/order`, { title_ids: changes.order });
      return answer.list;
    },
    onSuccess: (list) => {
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('lists') });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(`lists/${list.id}`) });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(`lists/${list.slug}`) });
    },
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`lists/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey('lists') }),
  });
}

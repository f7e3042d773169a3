import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import type { ModerationChangeResponse, SuspendAuthorResponse } from '@common/api/moderation';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import {
  decisionNotice,
  type ModerationDecision,
  type ModerationResource,
} from './moderation-record';

/** The moderation calls that react-admin's data provider does not make. */
export const moderationApi = {
  decide: (resource: ModerationResource, decision: ModerationDecision, ids: Identifier[]) =>
    apiClient.post<ModerationChangeResponse>(`admin/${resource}/${ids.join(',')}/${decision}`, {}),
  suspendAuthor: (resource: ModerationResource, id: Identifier) =>
    apiClient.post<SuspendAuthorResponse>(`admin/${resource}/${id}/suspend-author`, {}),
};

/** Approve, hide or restore items, then say how many changed and reload the list. */
export function useModerationDecision(resource: ModerationResource) {
  const { trans } = useTrans();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  return useMutation({
    mutationFn: ({ decision, ids }: { decision: ModerationDecision; ids: Identifier[] }) =>
      moderationApi.decide(resource, decision, ids),
    onSuccess: ({ changed }, { decision }) => {
      const { message, count } = decisionNotice(decision, changed);
      notify(trans(message, { count }), { type: changed ? 'success' : 'info' });
      unselectAll();
      refresh();
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
  });
}

/** Suspends an item's author (the server refuses yourself, admins and fellow moderators). */
export function useSuspendAuthor(resource: ModerationResource) {
  const { trans } = useTrans();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: Identifier) => moderationApi.suspendAuthor(resource, id),
    onSuccess: ({ author }) => {
      notify(trans(':name is suspended.', { name: author.name }), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
  });
}

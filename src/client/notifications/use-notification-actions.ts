import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Notification } from '@common/api/notifications';
import { apiClient } from '@client/http/api-client';
import { errorStatus } from '@client/http/api-error';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { setActiveWorkspaceId } from '@client/workspaces/active-workspace';
import { NOTIFICATIONS_KEY, useMarkAsRead } from './notification-queries';

const isAbsoluteUrl = (action: string) => /^https?:\/\//i.test(action);

/** Opens a notification's action: internal routes through the router, URLs in a new tab. */
export function useFollowAction() {
  const navigate = useNavigate();
  return (action: string) => {
    if (isAbsoluteUrl(action)) window.open(action, '_blank', 'noopener');
    else void navigate(action.startsWith('/') ? action : `/${action}`);
  };
}

/** Spec 4: clicking marks the notification read, then follows its main action. */
export function useOpenNotification(onOpened?: () => void) {
  const markAsRead = useMarkAsRead();
  const follow = useFollowAction();
  return async (notification: Notification) => {
    if (!notification.read_at) {
      try {
        await markAsRead.mutateAsync([notification.id]);
      } catch {
        return; // the mutation's error toast has told the user
      }
    }
    const action = notification.data.mainAction?.action;
    if (action) {
      onOpened?.();
      follow(action);
    }
  };
}

type InviteAnswer = 'join' | 'decline';

/**
 * Spec 4, 7.5, 8: joining or declining a workspace invitation. A join switches the active
 * workspace and refetches everything; a 404 means the invite is gone. Either way the
 * notifications refresh.
 */
export function useInviteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answer, inviteId }: { answer: InviteAnswer; inviteId: string }) => {
      const id = encodeURIComponent(inviteId);
      if (answer === 'join') {
        const { workspace } = await apiClient.get<{ workspace: { id: number } }>(
          `workspace/join/${id}`,
        );
        return { answer, workspaceId: workspace.id };
      }
      await apiClient.delete(`workspace/invite/${id}`);
      return { answer, workspaceId: null };
    },
    onSuccess: async ({ answer, workspaceId }) => {
      if (answer === 'join' && workspaceId !== null) {
        toast.positive('Joined workspace');
        setActiveWorkspaceId(workspaceId);
        await queryClient.invalidateQueries();
        return;
      }
      toast.positive('Declined workspace invitation');
    },
    onError: (error) => {
      if (errorStatus(error) === 404) toast.danger('This invite is no longer valid');
      else showErrorToast(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

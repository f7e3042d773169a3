import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TranslationValues } from '@common/i18n/translations';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { USER_WORKSPACES_KEY, workspaceWithMembersKey } from '../workspaces-api';

/**
 * Runs a change to a workspace: a toast when it is done (English text), the workspace and the
 * user's workspaces refetched, the server's message as a danger toast when it fails.
 */
export function useWorkspaceAction(workspaceId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async (
    action: () => Promise<unknown>,
    message: string,
    values?: TranslationValues,
    /** Shows a failure itself (e.g. under a field); false leaves it to the danger toast. */
    handleError?: (error: unknown) => boolean,
  ): Promise<boolean> => {
    setPending(true);
    try {
      await action();
      toast(message, values ? { values } : {});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceWithMembersKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: USER_WORKSPACES_KEY }),
      ]);
      return true;
    } catch (error) {
      if (!handleError?.(error)) showErrorToast(error);
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}

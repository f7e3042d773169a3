import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';

/**
 * Runs one admin action on a subscription: notifies success or the server's message (a 502
 * names the gateway that failed) and reloads the list. Resolves whether it succeeded.
 */
export function useSubscriptionAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(getErrorMessage(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

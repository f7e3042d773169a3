import { useCallback, useState } from 'react';
import type { RecaptchaAction } from '@common/settings/site-settings';
import { toast } from '@client/ui/toast/toast-store';
import {
  freshHumanCheckToken,
  HUMAN_CHECK_FAILED_MESSAGE,
  isHumanCheckEnabled,
  verifyHuman,
} from './verify-human';

export interface HumanCheckOutcome {
  passed: boolean;
  /** A fresh token for the guarded request; null when the action needs no check. */
  token: string | null;
}

/** The human check for one action, with a flag for disabling submit buttons while it runs. */
export function useRecaptcha(action: RecaptchaAction) {
  const [isVerifying, setIsVerifying] = useState(false);

  const verify = useCallback(async (): Promise<boolean> => {
    if (!isHumanCheckEnabled(action)) return true;
    setIsVerifying(true);
    try {
      return await verifyHuman(action);
    } finally {
      setIsVerifying(false);
    }
  }, [action]);

  /** verify(), then a new token for a server that checks the guarded request itself. */
  const verifyWithToken = useCallback(async (): Promise<HumanCheckOutcome> => {
    if (!isHumanCheckEnabled(action)) return { passed: true, token: null };
    setIsVerifying(true);
    try {
      if (!(await verifyHuman(action))) return { passed: false, token: null };
      return { passed: true, token: await freshHumanCheckToken(action) };
    } catch {
      toast.danger(HUMAN_CHECK_FAILED_MESSAGE);
      return { passed: false, token: null };
    } finally {
      setIsVerifying(false);
    }
  }, [action]);

  return { verify, verifyWithToken, isVerifying };
}

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { SocialService } from '@common/settings/site-settings';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { toast } from '@client/ui/toast/toast-store';
import { redirectUriAfterLogin } from '../use-auth';
import type { BootstrapResponse } from '../use-logout';
import { openSocialPopup } from './open-social-popup';
import { RequestPasswordDialog } from './request-password-dialog';
import { SOCIAL_AUTH_FALLBACK_ERROR, type SocialAuthResult } from './social-auth-result';

export const ALREADY_SIGNED_IN_MESSAGE = 'You are already signed in.';

/** Spec 4 Social auth: signs in through a provider's popup and acts on each result status. */
export function useSocialLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  const signIn = useCallback(
    (data: BootstrapData) => {
      setBootstrapData(data);
      // Cached data was fetched as a guest; the signed-in user may see it differently.
      queryClient.clear();
      void navigate(redirectUriAfterLogin(), { replace: true });
    },
    [navigate, queryClient],
  );

  const handleResult = useCallback(
    async (result: SocialAuthResult | null) => {
      if (!result) return;
      const { bootstrapData, errorMessage } = result.callbackData;
      switch (result.status) {
        case 'SUCCESS':
          if (bootstrapData) signIn(bootstrapData);
          break;
        case 'ALREADY_LOGGED_IN':
          toast(ALREADY_SIGNED_IN_MESSAGE);
          if (bootstrapData) signIn(bootstrapData);
          break;
        case 'REQUEST_PASSWORD': {
          const linked = await openDialog<BootstrapResponse>(<RequestPasswordDialog />);
          if (linked) signIn(linked.bootstrapData);
          break;
        }
        case 'ERROR':
          toast.danger(errorMessage || SOCIAL_AUTH_FALLBACK_ERROR);
          break;
      }
    },
    [signIn],
  );

  const loginWith = useCallback(
    async (service: SocialService) => {
      setIsPending(true);
      let result: SocialAuthResult | null;
      try {
        result = await openSocialPopup(service, 'login');
      } finally {
        setIsPending(false);
      }
      await handleResult(result);
    },
    [handleResult],
  );

  return { loginWith, handleResult, isPending };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import { redirectUriAfterLogin } from '../use-auth';
import type { BootstrapResponse } from '../use-logout';

export type TwoFactorChallengePayload = { code: string } | { recovery_code: string };

/** POST auth/two-factor-challenge; success finishes the login like a password login does. */
export function useTwoFactorChallenge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TwoFactorChallengePayload) =>
      apiClient.post<BootstrapResponse>('auth/two-factor-challenge', payload),
    onSuccess: ({ bootstrapData }) => {
      setBootstrapData(bootstrapData);
      queryClient.clear();
      void navigate(redirectUriAfterLogin(), { replace: true });
    },
  });
}

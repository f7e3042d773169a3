import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import type { LoginResponse, TwoFactorRequired } from '@common/api/auth';
import { joinInviteId, joinWithInvite } from '@client/workspaces/join-workspace';
import { redirectUriAfterLogin } from '../use-auth';

export type LoginPayload = {
  email: string;
  password: string;
  remember: boolean;
};

export type TwoFactorResponse = TwoFactorRequired;

/** Spec 7.2 POST auth/login: either a two-factor challenge or the new session's bootstrap data. */
export type { LoginResponse };

export function requiresTwoFactor(response: LoginResponse): response is TwoFactorResponse {
  return 'two_factor' in response && response.two_factor === true;
}

interface UseLoginOptions {
  /** The password was right and a second factor is required (spec 4 Login). */
  onTwoFactor: () => void;
}

/**
 * Spec 4 Login: apply the returned bootstrap data and go to the post-login redirect. On
 * /workspace/join/login with an inviteId the user first joins that workspace (spec 7.5).
 */
export function useLogin({ onTwoFactor }: UseLoginOptions) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => apiClient.post<LoginResponse>('auth/login', payload),
    onSuccess: async (response) => {
      if (requiresTwoFactor(response)) {
        onTwoFactor();
        return;
      }
      setBootstrapData(response.bootstrapData);
      // Cached data was fetched as a guest; the signed-in user may see it differently.
      queryClient.clear();
      const inviteId = joinInviteId(pathname, search);
      if (inviteId) await joinWithInvite(queryClient, inviteId);
      void navigate(redirectUriAfterLogin(), { replace: true });
    },
  });
}

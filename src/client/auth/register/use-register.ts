import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegistrationResponse } from '@common/api/auth';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import { activateJoinedWorkspace } from '@client/workspaces/join-workspace';
import { redirectUriAfterLogin, storedOnboardingCheckout } from '../use-auth';

/** Spec 3 Registration payload, plus one `true` per accepted policy, keyed by the policy id. */
export interface RegisterPayload {
  email: string;
  password: string;
  password_confirmation: string;
  invite_id?: string;
  invite_type?: string;
  recaptcha_token?: string;
  [policyId: string]: string | boolean | undefined;
}

export type RegisterResponse = RegistrationResponse;

/**
 * POST auth/register. Spec 4: the returned bootstrap data is applied; needs_email_verification
 * leads home (where the verify-email screen takes over), anything else to the post-login redirect.
 * A plan chosen on /pricing leads to its checkout in both cases (spec 2.1): the verify-email
 * screen shows there too, and the reload after a valid code then opens the checkout. With a
 * workspace invite the joined workspace becomes the active one.
 */
export function useRegister() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterPayload) =>
      apiClient.post<RegisterResponse>('auth/register', payload),
    onSuccess: async ({ status, bootstrapData }, payload) => {
      setBootstrapData(bootstrapData);
      queryClient.clear();
      // the server made the invitee a member of the workspace (issue 17)
      if (payload.invite_id && payload.invite_type === 'workspace') {
        await activateJoinedWorkspace(queryClient);
      }
      const target =
        status === 'needs_email_verification'
          ? (storedOnboardingCheckout() ?? '/')
          : redirectUriAfterLogin();
      void navigate(target, { replace: true });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegistrationResponse } from '@common/api/auth';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
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
 * screen shows there too, and the reload after a valid code then opens the checkout.
 */
export function useRegister() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterPayload) =>
      apiClient.post<RegisterResponse>('auth/register', payload),
    onSuccess: ({ status, bootstrapData }) => {
      setBootstrapData(bootstrapData);
      queryClient.clear();
      const target =
        status === 'needs_email_verification'
          ? (storedOnboardingCheckout() ?? '/')
          : redirectUriAfterLogin();
      void navigate(target, { replace: true });
    },
  });
}

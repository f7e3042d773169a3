import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';
import type { MessageResponse } from '../forgot-password/use-forgot-password';

export interface ResetPasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST auth/reset-password with the token from the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) =>
      apiClient.post<MessageResponse>('auth/reset-password', { ...payload }),
  });
}

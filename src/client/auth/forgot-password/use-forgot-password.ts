import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';

export interface MessageResponse {
  message: string;
}

/** POST auth/forgot-password: the server mails a reset link and answers with a message to show. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.post<MessageResponse>('auth/forgot-password', { email }),
  });
}

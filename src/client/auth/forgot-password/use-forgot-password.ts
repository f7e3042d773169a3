import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse } from '@common/api/responses';
import { apiClient } from '@client/http/api-client';

export type MessageResponse = z.infer<typeof messageResponse>;

/** POST auth/forgot-password: the server mails a reset link and answers with a message to show. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.post<MessageResponse>('auth/forgot-password', { email }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';

export interface ContactPayload {
  name: string;
  email: string;
  message: string;
  recaptcha_token?: string;
}

/** POST contact-page (spec 7.6). */
export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: (payload: ContactPayload) =>
      apiClient.post<{ message: string }>('contact-page', { ...payload }),
  });
}

import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import { apiClient } from '@client/http/api-client';

export interface DeleteAccountAnswer {
  message?: string;
  bootstrapData: BootstrapData;
}

/** Spec 7.2 DELETE users/{id} with deleteCurrentUser: the signed-in user deletes themselves. */
export function deleteOwnAccount(userId: number): Promise<DeleteAccountAnswer> {
  return apiClient.delete<DeleteAccountAnswer>(`users/${userId}`, { deleteCurrentUser: 1 });
}

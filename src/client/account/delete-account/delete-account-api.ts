import type { AccountDeleted } from '@common/api/auth';
import { apiClient } from '@client/http/api-client';

/** Deleting one's own account always signs out, so its answer carries the guest bootstrap data. */
export type DeleteAccountAnswer = Required<AccountDeleted>;

/** Spec 7.2 DELETE users/{id} with deleteCurrentUser: the signed-in user deletes themselves. */
export function deleteOwnAccount(userId: number): Promise<DeleteAccountAnswer> {
  return apiClient.delete<DeleteAccountAnswer>(`users/${userId}`, { deleteCurrentUser: 1 });
}

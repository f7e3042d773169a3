import { apiClient } from '@client/http/api-client';
import type { AccountUser, UserResponse } from '../account-user';

/** Spec 7.2 POST users/{id}/avatar, multipart with either the image file or an image URL. */
export async function uploadAvatar(
  userId: number,
  source: { file: File } | { url: string },
): Promise<AccountUser> {
  const body = new FormData();
  if ('file' in source) body.append('file', source.file);
  else body.append('url', source.url);
  const { user } = await apiClient.post<UserResponse>(`users/${userId}/avatar`, body);
  return user;
}

/** Spec 7.2 DELETE users/{id}/avatar. */
export async function removeAvatar(userId: number): Promise<AccountUser> {
  const { user } = await apiClient.delete<UserResponse>(`users/${userId}/avatar`);
  return user;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfileResponse } from '@common/catalogue/catalogue-types';
import { apiClient } from '@client/http/api-client';
import { toast } from '@client/ui/toast/toast-store';
import { apiQueryKey } from '../shared/use-api-query';
import { showErrorToast } from '@client/ui/toast/error-toast';

export const profilePath = (userId: number | string) => `users/${userId}/profile`;

/** Follows (true) or unfollows (false) a user; the answer replaces the cached profile. */
export function useFollow(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? apiClient.post<UserProfileResponse>(`users/${userId}/follow`)
        : apiClient.delete<UserProfileResponse>(`users/${userId}/follow`),
    onSuccess: (answer, follow) => {
      queryClient.setQueryData(apiQueryKey(profilePath(userId)), answer);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(`users/${userId}/followers`) });
      toast(follow ? 'Following :name' : 'Unfollowed :name', {
        values: { name: answer.user.name },
      });
    },
    onError: (error) => showErrorToast(error),
  });
}

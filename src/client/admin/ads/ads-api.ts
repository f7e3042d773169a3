import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAds } from '@common/api/admin-ads';
import { getBootstrapData, mergeBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import { toAdSettings } from './ad-slot-info';

const ADS_KEY = ['admin', 'ads'];

export function useAdminAds() {
  return useQuery({
    queryKey: ADS_KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ ads: AdminAds }>('admin/ads', {}, { signal })).ads,
  });
}

/** Saves the ads; the cached answer and the site's own settings take the saved values. */
export function useSaveAds() {
  const queryClient = useQueryClient();
  return async (ads: AdminAds): Promise<AdminAds> => {
    const saved = (await apiClient.put<{ ads: AdminAds }>('admin/ads', ads)).ads;
    queryClient.setQueryData(ADS_KEY, saved);
    mergeBootstrapData({ settings: { ...getBootstrapData().settings, ads: toAdSettings(saved) } });
    return saved;
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBootstrapData, mergeBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import type { AdminSettingsResponse } from '@common/api/settings';
import type { SettingValues } from './settings-values';

const SETTINGS_KEY = ['admin', 'settings'];

export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiClient.get<AdminSettingsResponse>('settings'),
  });
}

/** Public settings the site already shows take the saved values at once. */
function applyToBootstrap(saved: Record<string, unknown>): void {
  const current = getBootstrapData().settings as unknown as Record<string, unknown>;
  const patch = Object.fromEntries(
    Object.keys(current).map((key) => [key, saved[key] ?? current[key]]),
  );
  mergeBootstrapData({
    settings: patch as unknown as ReturnType<typeof getBootstrapData>['settings'],
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingValues) => apiClient.put<AdminSettingsResponse>('settings', values),
    onSuccess: (response) => {
      queryClient.setQueryData(SETTINGS_KEY, response);
      applyToBootstrap(response.settings);
    },
  });
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: (to: string) => apiClient.post<{ message: string }>('settings/test-mail', { to }),
  });
}

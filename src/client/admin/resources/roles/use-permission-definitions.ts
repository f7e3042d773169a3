import { useQuery } from '@tanstack/react-query';
import type { PermissionCatalogue } from '@common/api/roles';
import { apiClient } from '@client/http/api-client';

/** GET permissions: the catalogue grouped by group. */
export function usePermissionDefinitions() {
  return useQuery({
    queryKey: ['admin', 'permissions'],
    queryFn: async () => (await apiClient.get<PermissionCatalogue>('permissions')).permissions,
    staleTime: 5 * 60 * 1000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@client/http/api-client';
import type { PermissionDefinition } from './role-record';

/** GET permissions: the catalogue grouped by group. */
export function usePermissionDefinitions() {
  return useQuery({
    queryKey: ['admin', 'permissions'],
    queryFn: async () =>
      (await apiClient.get<{ permissions: Record<string, PermissionDefinition[]> }>('permissions'))
        .permissions,
    staleTime: 5 * 60 * 1000,
  });
}

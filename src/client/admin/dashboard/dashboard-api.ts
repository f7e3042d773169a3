import { useQuery } from '@tanstack/react-query';
import { ADMIN_ACCESS, useAuth } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import type { DashboardResponse } from '@common/api/dashboard';

export function useDashboardData() {
  // react-admin may render the dashboard while it still checks access: only admins ask for data.
  const { hasPermission } = useAuth();
  return useQuery({
    enabled: hasPermission(ADMIN_ACCESS),
    queryKey: ['admin', 'dashboard'],
    queryFn: () => apiClient.get<DashboardResponse>('admin/dashboard'),
  });
}

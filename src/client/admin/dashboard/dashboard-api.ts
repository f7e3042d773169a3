import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import type { DashboardResponse } from '@common/api/dashboard';

/** GET admin/dashboard lists members' emails: only user managers may read it. */
export const MEMBERS_PERMISSION = 'users.update';

export function useDashboardData() {
  // react-admin may render the dashboard while it still checks access: only those allowed ask.
  const { hasPermission } = useAuth();
  return useQuery({
    enabled: hasPermission(MEMBERS_PERMISSION),
    queryKey: ['admin', 'dashboard'],
    queryFn: () => apiClient.get<DashboardResponse>('admin/dashboard'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BootstrapResponse } from '@common/api/bootstrap';
import { setBootstrapData } from '../app/bootstrap-store';
import { apiClient } from '../http/api-client';
import { showErrorToast } from '../ui/toast/error-toast';

export type { BootstrapResponse };

/** Spec 4 Logout: apply the returned bootstrap data, clear the client cache, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<BootstrapResponse>('auth/logout'),
    onSuccess: ({ bootstrapData }) => {
      setBootstrapData(bootstrapData);
      queryClient.clear();
      navigate('/login', { replace: true });
    },
    onError: (error) => showErrorToast(error),
  });
}

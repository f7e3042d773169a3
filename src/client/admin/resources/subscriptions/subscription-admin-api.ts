import type { AdminSubscription } from '@common/api/admin-billing';
import { apiClient } from '@client/http/api-client';

type Answer = { subscription: AdminSubscription };

/** The admin's actions on one subscription (POST admin/subscriptions/{id}/…). */
export const subscriptionAdminApi = {
  cancel: (id: number, immediately: boolean) =>
    apiClient.post<Answer>(`admin/subscriptions/${id}/cancel`, { immediately }),
  resume: (id: number) => apiClient.post<Answer>(`admin/subscriptions/${id}/resume`, {}),
  changePlan: (id: number, productId: number, priceId: number) =>
    apiClient.post<Answer>(`admin/subscriptions/${id}/change-plan`, { productId, priceId }),
  extend: (id: number, endsAt: string) =>
    apiClient.post<Answer>(`admin/subscriptions/${id}/extend`, { ends_at: endsAt }),
};

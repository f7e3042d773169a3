import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BillingGatewayName,
  BillingSubscription,
  CheckoutRedirect,
  CheckoutSummary,
  Invoice,
  PlanChangePreview,
  Product,
} from '@common/api/billing';
import type { PaginationResponse } from '@common/http/responses';
import { refreshAccountUser } from '@client/account/account-user';
import { apiClient } from '@client/http/api-client';
import { apiQueryKey, useApiQuery } from '@client/site/shared/use-api-query';

/** The billing API of src/common/api/billing.ts, as the public pages call it. */

export type ProductsResponse = PaginationResponse<Product>;
export type InvoicesResponse = PaginationResponse<Invoice>;
export interface CurrentSubscriptionResponse {
  subscription: BillingSubscription | null;
}
export interface SubscriptionResponse {
  subscription: BillingSubscription;
}

export const PRODUCTS_PATH = 'billing/products';
export const SUBSCRIPTION_PATH = 'billing/subscription';
export const INVOICES_PATH = 'billing/invoices';

/** The visible plans by position (a pricing page has few: the first page holds them). */
export function useProducts() {
  return useApiQuery<ProductsResponse>(PRODUCTS_PATH);
}

export function useCurrentSubscription() {
  return useApiQuery<CurrentSubscriptionResponse>(SUBSCRIPTION_PATH);
}

export function useInvoices(page: number) {
  return useApiQuery<InvoicesResponse>(INVOICES_PATH, page > 1 ? { page } : {});
}

export function useCheckoutSummary(productId: string, priceId: string) {
  return useApiQuery<CheckoutSummary>(`billing/checkout/${productId}/${priceId}`);
}

export function usePlanChangePreview(productId: string, priceId: string) {
  return useApiQuery<PlanChangePreview>('billing/change-plan/preview', { productId, priceId });
}

/**
 * After a subscription changed: the billing area's copy is replaced, invoices reloaded, and the
 * bootstrap user refreshed so isSubscribed, the Billing menu item and the plan's permissions
 * follow. A failed refresh leaves the old user until the next page load; the change stands.
 */
export async function applySubscriptionChange(
  queryClient: QueryClient,
  subscription: BillingSubscription,
): Promise<void> {
  queryClient.setQueryData<CurrentSubscriptionResponse>(apiQueryKey(SUBSCRIPTION_PATH), {
    subscription,
  });
  void queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] });
  try {
    await refreshAccountUser(queryClient);
  } catch {
    // the next page load brings the new user
  }
}

/** A POST answering {subscription}: cancel, renew, change plan, the confirm calls. */
export function useSubscriptionAction<Body extends Record<string, unknown> | void>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiClient.post<SubscriptionResponse>(path, body ? (body as Record<string, unknown>) : {}),
    onSuccess: ({ subscription }) => applySubscriptionChange(queryClient, subscription),
  });
}

/** Starts a gateway's hosted page (checkout or the payment method session) and goes there. */
export function useGatewayRedirect<Body extends Record<string, unknown> | void>(path: string) {
  return useMutation({
    mutationFn: (body: Body) =>
      apiClient.post<CheckoutRedirect>(path, body ? (body as Record<string, unknown>) : {}),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

export const checkoutStartPath = (gateway: BillingGatewayName) => `billing/checkout/${gateway}`;
export const checkoutConfirmPath = (gateway: BillingGatewayName) =>
  `billing/checkout/${gateway}/confirm`;

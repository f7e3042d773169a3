import { Navigate, Outlet, useOutletContext } from 'react-router';
import Container from '@mui/material/Container';
import type { BillingSubscription } from '@common/api/billing';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { PageLoader } from '@client/ui/page-loader';
import { useCurrentSubscription } from '../shared/billing-queries';

interface BillingContext {
  subscription: BillingSubscription;
}

/**
 * Route /billing and its sub-routes (spec 2.7): the subscription is loaded first, and every
 * screen below gets it; without one there is nothing to manage, so the person goes to /pricing.
 */
export function BillingLayout() {
  const current = useCurrentSubscription();
  if (current.isPending) return <PageLoader />;
  if (current.isError) return <QueryErrorPage error={current.error} />;
  const { subscription } = current.data;
  if (!subscription) return <Navigate to="/pricing" replace />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Outlet context={{ subscription } satisfies BillingContext} />
    </Container>
  );
}

/** The signed-in user's subscription, for the screens inside BillingLayout. */
export function useBillingSubscription(): BillingSubscription {
  return useOutletContext<BillingContext>().subscription;
}

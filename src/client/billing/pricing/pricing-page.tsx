import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_BILLING_CYCLE,
  saveUpPercent,
  type BillingCycle,
  type PricingViewer,
} from '@common/billing/pricing';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { useProducts } from '../shared/billing-queries';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanActionButton } from './plan-action-button';
import { PlanGrid } from './plan-grid';
import { SupportBlock } from './support-block';

/** Route /pricing (spec 2.7, 4, 9): the plans side by side, per the annual or monthly cycle. */
export function PricingPage() {
  const { trans } = useTrans();
  const { isLoggedIn, isSubscribed } = useAuth();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const products = useProducts();
  useDocumentTitle(trans('Pricing'));

  if (products.isError) return <QueryErrorPage error={products.error} />;
  const plans = products.data?.data;
  const viewer: PricingViewer = !isLoggedIn ? 'visitor' : isSubscribed ? 'subscribed' : 'member';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 } }}>
          <Trans message="Choose the right plan for you" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, fontSize: { xs: 16, md: 18 } }}>
          <Trans message="Simple pricing. Upgrade, change or cancel at any time." />
        </Typography>
      </Box>
      <Box sx={{ mb: { xs: 3, md: 5 } }}>
        <BillingCycleToggle
          value={cycle}
          onChange={setCycle}
          saveUpPercent={plans ? saveUpPercent(plans) : 0}
        />
      </Box>
      <PlanGrid
        products={plans}
        cycle={cycle}
        renderAction={(product, price) => (
          <PlanActionButton product={product} price={price} viewer={viewer} />
        )}
      />
      <SupportBlock />
    </Container>
  );
}

import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Price, Product } from '@common/api/billing';
import { saveUpPercent, type BillingCycle } from '@common/billing/pricing';
import { getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { BillingCycleToggle } from '../pricing/billing-cycle-toggle';
import { PlanGrid } from '../pricing/plan-grid';
import { useProducts } from '../shared/billing-queries';
import { useBillingSubscription } from './billing-layout';
import { BillingSubPageHeader } from './billing-section';

/** Route /billing/change-plan: the plans as on /pricing, the current one marked. */
export function ChangePlanPage() {
  const { trans } = useTrans();
  const subscription = useBillingSubscription();
  const products = useProducts();
  // start on the cycle of the plan held now
  const [cycle, setCycle] = useState<BillingCycle>(
    subscription.price.interval === 'year' ? 'yearly' : 'monthly',
  );
  useDocumentTitle(trans('Change plan'));
  const plans = products.data?.data;

  const action = (product: Product, price: Price | null) => {
    const current = price?.id === subscription.price.id;
    if (!price || current) {
      return (
        <Button variant="outlined" size="large" fullWidth disabled>
          <Trans message={current ? 'Current plan' : 'Choose'} />
        </Button>
      );
    }
    return (
      <Button
        component={RouterLink}
        to={`/billing/change-plan/${product.id}/${price.id}/confirm`}
        variant={product.recommended ? 'contained' : 'outlined'}
        size="large"
        fullWidth
      >
        <Trans message="Choose" />
      </Button>
    );
  };

  return (
    <>
      <BillingSubPageHeader title="Change plan" />
      <Box sx={{ mb: 3 }}>
        <BillingCycleToggle
          value={cycle}
          onChange={setCycle}
          saveUpPercent={plans ? saveUpPercent(plans) : 0}
        />
      </Box>
      {products.isError ? (
        <Alert severity="error">{getErrorMessage(products.error)}</Alert>
      ) : (
        <PlanGrid
          products={plans}
          cycle={cycle}
          renderAction={action}
          badgeFor={(product) =>
            product.id === subscription.product.id ? 'Current plan' : undefined
          }
        />
      )}
    </>
  );
}

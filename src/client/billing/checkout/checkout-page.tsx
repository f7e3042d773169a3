import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BillingGatewayName } from '@common/api/billing';
import { refreshAccountUser } from '@client/account/account-user';
import { errorStatus, getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { PageLoader } from '@client/ui/page-loader';
import {
  checkoutStartPath,
  useCheckoutSummary,
  useGatewayRedirect,
} from '../shared/billing-queries';
import { PlanSummary } from './plan-summary';

const GATEWAY_LABELS: Record<BillingGatewayName, string> = {
  stripe: 'Pay with card',
  paypal: 'Pay with PayPal',
};

function GatewayButton({
  gateway,
  productId,
  priceId,
}: {
  gateway: BillingGatewayName;
  productId: string;
  priceId: string;
}) {
  const start = useGatewayRedirect<{ productId: number; priceId: number }>(
    checkoutStartPath(gateway),
  );
  // still busy once the gateway's page is loading, so a second click cannot start another
  const busy = start.isPending || start.isSuccess;
  return (
    <Box>
      <Button
        variant={gateway === 'stripe' ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        disabled={busy}
        onClick={() => start.mutate({ productId: Number(productId), priceId: Number(priceId) })}
      >
        <Trans message={GATEWAY_LABELS[gateway]} />
      </Button>
      {start.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {getErrorMessage(start.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The server says the user is subscribed already (a webhook got there before this page's data):
 * the user is refreshed first, so that /billing's guard sees the subscription too.
 */
function AlreadySubscribed() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const toBilling = () => void navigate('/billing', { replace: true });
    refreshAccountUser(queryClient).then(toBilling, toBilling);
  }, [navigate, queryClient]);
  return <PageLoader />;
}

/** Route /checkout/{productId}/{priceId} (spec 2.7): the plan, then one button per gateway. */
export function CheckoutPage() {
  const { trans } = useTrans();
  const { productId = '', priceId = '' } = useParams();
  const summary = useCheckoutSummary(productId, priceId);
  useDocumentTitle(trans('Checkout'));

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    if (errorStatus(summary.error) === 409) return <AlreadySubscribed />;
    return <QueryErrorPage error={summary.error} />;
  }
  const { product, price, gateways } = summary.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 }, mb: 3 }}>
        <Trans message="Checkout" />
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          borderRadius: 3,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ p: { xs: 2.5, md: 4 } }}>
          <PlanSummary product={product} price={price} />
        </Box>
        <Divider sx={{ display: { md: 'none' } }} />
        <Box
          component="section"
          aria-labelledby="checkout-payment-heading"
          sx={{
            p: { xs: 2.5, md: 4 },
            bgcolor: 'action.hover',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <Typography id="checkout-payment-heading" component="h2" sx={{ fontWeight: 700 }}>
            <Trans message="Payment" />
          </Typography>
          {gateways.length === 0 ? (
            <Alert severity="info">
              <Trans message="Payments are not available on this site yet." />{' '}
              <Link component={RouterLink} to="/contact">
                <Trans message="Contact us" />
              </Link>
            </Alert>
          ) : (
            gateways.map((gateway) => (
              <GatewayButton
                key={gateway}
                gateway={gateway}
                productId={productId}
                priceId={priceId}
              />
            ))
          )}
          <Typography variant="body2" color="text.secondary">
            <Trans message="You will be taken to a secure page to pay, then brought back here." />
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}

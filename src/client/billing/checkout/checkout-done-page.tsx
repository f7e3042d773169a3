import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BillingGatewayName } from '@common/api/billing';
import { getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { CenteredMessage } from '@client/ui/errors/centered-message';
import { checkoutConfirmPath, useSubscriptionAction } from '../shared/billing-queries';
import { clearOnboardingChoice } from '../shared/onboarding-choice';

/** The query parameter each gateway returns with, and the confirm body's field for it. */
const RETURN_PARAMS: Record<BillingGatewayName, { query: string; field: string }> = {
  stripe: { query: 'session_id', field: 'sessionId' },
  paypal: { query: 'subscription_id', field: 'subscriptionId' },
};

export const MISSING_RETURN_ID = 'The payment could not be confirmed. Please try again.';

/**
 * Routes /checkout/{productId}/{priceId}/stripe/done and /paypal/done (spec 2.7): the gateway
 * sends the person back here; the server confirms with the gateway (never trusting the URL),
 * then the stored onboarding choice is forgotten and the user refreshed.
 */
function CheckoutDonePage({ gateway }: { gateway: BillingGatewayName }) {
  const { trans } = useTrans();
  const { productId = '', priceId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { query, field } = RETURN_PARAMS[gateway];
  const returnId = searchParams.get(query);
  const confirm = useSubscriptionAction<Record<string, string>>(checkoutConfirmPath(gateway));
  const started = useRef(false);
  useDocumentTitle(trans('Checkout'));

  const run = () => {
    if (!returnId) return;
    confirm.mutate({ [field]: returnId }, { onSuccess: () => clearOnboardingChoice() });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // once per visit: the return id does not change while the page is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (confirm.isSuccess) {
    return (
      <CenteredMessage gap={2}>
        <CheckCircleOutlined aria-hidden color="success" sx={{ fontSize: 64 }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          <Trans
            message="You're subscribed to :plan"
            values={{ plan: confirm.data.subscription.product.name }}
          />
        </Typography>
        <Typography color="text.secondary">
          <Trans message="Thank you! Your plan is active now." />
        </Typography>
        <Button component={RouterLink} to="/billing" variant="contained" size="large">
          <Trans message="Go to billing" />
        </Button>
      </CenteredMessage>
    );
  }

  if (confirm.isError || !returnId) {
    return (
      <CenteredMessage gap={2}>
        <ErrorOutlined aria-hidden color="error" sx={{ fontSize: 64 }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          <Trans message="We could not confirm your payment" />
        </Typography>
        <Typography role="alert" color="text.secondary">
          {confirm.isError ? getErrorMessage(confirm.error) : trans(MISSING_RETURN_ID)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          {returnId ? (
            <Button variant="contained" onClick={run}>
              <Trans message="Try again" />
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={`/checkout/${productId}/${priceId}`}
            variant={returnId ? 'outlined' : 'contained'}
          >
            <Trans message="Back to checkout" />
          </Button>
        </Box>
      </CenteredMessage>
    );
  }

  return (
    <CenteredMessage gap={2}>
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="h6" role="status">
        <Trans message="Confirming your subscription..." />
      </Typography>
    </CenteredMessage>
  );
}

export function StripeCheckoutDonePage() {
  return <CheckoutDonePage gateway="stripe" />;
}

export function PayPalCheckoutDonePage() {
  return <CheckoutDonePage gateway="paypal" />;
}

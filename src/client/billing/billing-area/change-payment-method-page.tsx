import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { useGatewayRedirect } from '../shared/billing-queries';
import { useBillingSubscription } from './billing-layout';
import { BillingSubPageHeader } from './billing-section';

const PAYPAL_AUTOPAY_URL = 'https://www.paypal.com/myaccount/autopay/';

function StripeSession() {
  const session = useGatewayRedirect<void>('billing/payment-method/session');
  const busy = session.isPending || session.isSuccess;
  return (
    <>
      <Typography>
        <Trans message="You will be taken to a secure page to enter your new card. Your plan and its renewal date stay the same." />
      </Typography>
      {session.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(session.error)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        sx={{ mt: 3 }}
        disabled={busy}
        onClick={() => session.mutate(undefined)}
      >
        <Trans message="Continue" />
      </Button>
    </>
  );
}

/** Route /billing/change-payment-method: a Stripe setup session; PayPal manages its own. */
export function ChangePaymentMethodPage() {
  const { trans } = useTrans();
  const subscription = useBillingSubscription();
  useDocumentTitle(trans('Change payment method'));
  return (
    <>
      <BillingSubPageHeader title="Change payment method" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        {subscription.gateway === 'stripe' ? <StripeSession /> : null}
        {subscription.gateway === 'paypal' ? (
          <Typography>
            <Trans message="Your subscription is paid through PayPal, where its payment method is managed." />{' '}
            <Link href={PAYPAL_AUTOPAY_URL} target="_blank" rel="noopener noreferrer">
              <Trans message="Manage it at PayPal" />
            </Link>
          </Typography>
        ) : null}
        {subscription.gateway === 'none' ? (
          <Typography>
            <Trans message="Your plan was granted by the site's administrators: there is no payment method to change." />
          </Typography>
        ) : null}
      </Paper>
    </>
  );
}

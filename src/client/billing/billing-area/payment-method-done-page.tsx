import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { toast } from '@client/ui/toast/toast-store';
import { useSubscriptionAction } from '../shared/billing-queries';
import { BillingSubPageHeader } from './billing-section';

/** Route /billing/change-payment-method/done?session_id=…: confirms the new card, then /billing. */
export function PaymentMethodDonePage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const confirm = useSubscriptionAction<{ sessionId: string }>('billing/payment-method/confirm');
  const started = useRef(false);
  useDocumentTitle(trans('Change payment method'));

  const run = () => {
    if (!sessionId) return;
    confirm.mutate(
      { sessionId },
      {
        onSuccess: () => {
          toast('Your payment method has been updated.');
          void navigate('/billing', { replace: true });
        },
      },
    );
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // once per visit: the session id does not change while the page is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failed = confirm.isError || !sessionId;
  return (
    <>
      <BillingSubPageHeader title="Change payment method" />
      {failed ? (
        <>
          <Alert severity="error">
            {confirm.isError
              ? getErrorMessage(confirm.error)
              : trans('The payment method could not be confirmed. Please try again.')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
            {sessionId ? (
              <Button variant="contained" onClick={run}>
                <Trans message="Try again" />
              </Button>
            ) : null}
            <Button component={RouterLink} to="/billing/change-payment-method" variant="outlined">
              <Trans message="Change payment method" />
            </Button>
          </Box>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>
            <Trans message="Saving your new payment method..." />
          </Typography>
        </Box>
      )}
    </>
  );
}

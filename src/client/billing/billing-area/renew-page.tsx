import { Navigate, useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { useFormatDate } from '@client/site/shared/format';
import { toast } from '@client/ui/toast/toast-store';
import { useSubscriptionAction } from '../shared/billing-queries';
import { useBillingSubscription } from './billing-layout';
import { BillingSubPageHeader } from './billing-section';
import { ConfirmAction } from './confirm-action';

/** Route /billing/renew: resumes a cancelled subscription before it ends. */
export function RenewSubscriptionPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const subscription = useBillingSubscription();
  const renew = useSubscriptionAction<void>('billing/subscription/renew');
  useDocumentTitle(trans('Renew subscription'));

  if (!subscription.on_grace_period && renew.isIdle) return <Navigate to="/billing" replace />;

  return (
    <>
      <BillingSubPageHeader title="Renew subscription" />
      <ConfirmAction
        confirmLabel="Renew subscription"
        pending={renew.isPending}
        error={renew.error}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              toast('Your subscription has been renewed.');
              void navigate('/billing');
            },
          })
        }
      >
        <Typography>
          <Trans
            message="Your :plan plan is cancelled and ends on :date."
            values={{
              plan: subscription.product.name,
              date: formatDate(subscription.ends_at, true),
            }}
          />
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <Trans message="Renew it to keep your access: it will then renew automatically at the end of each billing period." />
        </Typography>
      </ConfirmAction>
    </>
  );
}

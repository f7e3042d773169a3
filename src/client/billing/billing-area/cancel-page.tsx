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

/** Route /billing/cancel: cancelling at the end of the period, after confirmation. */
export function CancelSubscriptionPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const subscription = useBillingSubscription();
  const cancel = useSubscriptionAction<void>('billing/subscription/cancel');
  useDocumentTitle(trans('Cancel subscription'));

  if (!subscription.active && cancel.isIdle) return <Navigate to="/billing" replace />;
  const until = subscription.renews_at ?? subscription.ends_at;

  return (
    <>
      <BillingSubPageHeader title="Cancel subscription" />
      <ConfirmAction
        confirmLabel="Confirm cancellation"
        danger
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              toast('Your subscription has been cancelled.');
              void navigate('/billing');
            },
          })
        }
      >
        <Typography>
          <Trans
            message="Your :plan plan will be cancelled at the end of the current billing period."
            values={{ plan: subscription.product.name }}
          />
        </Typography>
        {until ? (
          <Typography sx={{ mt: 1 }}>
            <Trans
              message="You will keep access until :date. You can renew before then."
              values={{ date: formatDate(until, true) }}
            />
          </Typography>
        ) : null}
      </ConfirmAction>
    </>
  );
}

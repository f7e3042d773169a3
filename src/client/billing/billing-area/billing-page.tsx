import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { CurrentPlanPanel } from './current-plan-panel';
import { InvoicesPanel } from './invoices-panel';
import { PaymentMethodPanel } from './payment-method-panel';
import { useBillingSubscription } from './billing-layout';

/** Route /billing (spec 2.7): the current plan, the payment method and the invoices. */
export function BillingPage() {
  const { trans } = useTrans();
  const subscription = useBillingSubscription();
  useDocumentTitle(trans('Billing'));
  return (
    <>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 }, mb: 3 }}>
        <Trans message="Billing" />
      </Typography>
      <CurrentPlanPanel subscription={subscription} />
      <PaymentMethodPanel subscription={subscription} />
      <InvoicesPanel />
    </>
  );
}

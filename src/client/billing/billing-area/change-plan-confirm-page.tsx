import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanChangePreview } from '@common/api/billing';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { useFormatDate } from '@client/site/shared/format';
import { PageLoader } from '@client/ui/page-loader';
import { toast } from '@client/ui/toast/toast-store';
import { PER_INTERVAL } from '../shared/interval-text';
import { usePlanChangePreview, useSubscriptionAction } from '../shared/billing-queries';
import { useMoney } from '../shared/use-money';
import { BillingSubPageHeader } from './billing-section';
import { ConfirmAction } from './confirm-action';

/** A charge dated more than a minute ahead is taken at that date; otherwise now. */
function chargedLater(chargedAt: string | null): boolean {
  if (!chargedAt) return false;
  const time = Date.parse(chargedAt);
  return Number.isFinite(time) && time > Date.now() + 60_000;
}

/** The English sentence saying what the change costs, and when. */
export function chargeMessage(preview: Pick<PlanChangePreview, 'amount_due' | 'charged_at'>) {
  if (preview.amount_due < 0) return 'Your account will be credited :amount.';
  if (preview.amount_due === 0) return 'You will not be charged anything now.';
  return chargedLater(preview.charged_at)
    ? 'You will be charged :amount on :date, at the next renewal.'
    : 'You will be charged :amount now.';
}

/** Route /billing/change-plan/{productId}/{priceId}/confirm: the prorated amount, then Confirm. */
export function ChangePlanConfirmPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const money = useMoney();
  const formatDate = useFormatDate();
  const { productId = '', priceId = '' } = useParams();
  const preview = usePlanChangePreview(productId, priceId);
  const change = useSubscriptionAction<{ productId: number; priceId: number }>(
    'billing/change-plan',
  );
  useDocumentTitle(trans('Change plan'));

  if (preview.isPending) return <PageLoader />;
  if (preview.isError) return <QueryErrorPage error={preview.error} />;
  const { product, price, amount_due: amountDue, currency, charged_at: chargedAt } = preview.data;

  return (
    <>
      <BillingSubPageHeader title="Change plan" />
      <ConfirmAction
        confirmLabel="Confirm"
        pending={change.isPending}
        error={change.error}
        onConfirm={() =>
          change.mutate(
            { productId: Number(productId), priceId: Number(priceId) },
            {
              onSuccess: () => {
                toast('Your plan has been changed.');
                void navigate('/billing');
              },
            },
          )
        }
      >
        <Typography color="text.secondary">
          <Trans message="Your new plan" />
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography component="h2" sx={{ fontSize: 22, fontWeight: 800 }}>
            {product.name}
          </Typography>
          <Typography color="text.secondary">
            {money.price(price)} {trans(PER_INTERVAL[price.interval])}
          </Typography>
        </Box>
        <Typography sx={{ mt: 2, fontWeight: 600 }}>
          <Trans
            message={chargeMessage(preview.data)}
            values={{
              amount: money.amount(Math.abs(amountDue), currency),
              date: formatDate(chargedAt, true),
            }}
          />
        </Typography>
      </ConfirmAction>
    </>
  );
}

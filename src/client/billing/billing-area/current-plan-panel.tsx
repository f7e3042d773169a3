import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillingSubscription } from '@common/api/billing';
import { Trans, useTrans } from '@client/i18n/trans';
import { useFormatDate } from '@client/site/shared/format';
import { PER_INTERVAL } from '../shared/interval-text';
import { useMoney } from '../shared/use-money';
import { BillingSection } from './billing-section';
import { subscriptionStatusText } from './subscription-status';

/** The plan, its price, status in words with the renewal or end date, and what can be done. */
export function CurrentPlanPanel({ subscription }: { subscription: BillingSubscription }) {
  const { trans } = useTrans();
  const money = useMoney();
  const formatDate = useFormatDate();
  const status = subscriptionStatusText(subscription);
  const { product, price } = subscription;
  const paidThroughGateway = subscription.gateway !== 'none';

  return (
    <BillingSection id="billing-plan" title="Current plan">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: 24, fontWeight: 800 }}>{product.name}</Typography>
        <Chip
          size="small"
          label={trans(status.label)}
          color={status.tone}
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {money.price(price)} {trans(PER_INTERVAL[price.interval])}
      </Typography>
      {status.detail ? (
        <Typography sx={{ mt: 1.5 }}>
          <Trans message={status.detail} values={{ date: formatDate(status.date, true) }} />
        </Typography>
      ) : null}
      {!paidThroughGateway ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          <Trans message="This plan was granted by the site's administrators." />
        </Typography>
      ) : null}
      {paidThroughGateway ? (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          {subscription.active ? (
            <Button component={RouterLink} to="/billing/change-plan" variant="contained">
              <Trans message="Change plan" />
            </Button>
          ) : null}
          {subscription.on_grace_period ? (
            <Button component={RouterLink} to="/billing/renew" variant="contained">
              <Trans message="Renew subscription" />
            </Button>
          ) : subscription.active ? (
            <Button component={RouterLink} to="/billing/cancel" variant="outlined" color="error">
              <Trans message="Cancel subscription" />
            </Button>
          ) : null}
          {!subscription.valid ? (
            <Button component={RouterLink} to="/pricing" variant="contained">
              <Trans message="Choose a plan" />
            </Button>
          ) : null}
        </Box>
      ) : null}
    </BillingSection>
  );
}

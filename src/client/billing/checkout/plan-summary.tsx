import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Price, Product } from '@common/api/billing';
import { Trans } from '@client/i18n/trans';
import { billedEvery, PER_INTERVAL } from '../shared/interval-text';
import { FeatureList } from '../shared/feature-list';
import { useMoney } from '../shared/use-money';

/** What is being bought: the plan's name, its price and interval, and what it includes. */
export function PlanSummary({ product, price }: { product: Product; price: Price }) {
  const money = useMoney();
  return (
    <Box>
      <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
        {product.name}
      </Typography>
      {product.description ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {product.description}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, mt: 2, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 32, fontWeight: 800 }}>
          {money.price(price)}
        </Typography>
        <Typography component="span" color="text.secondary">
          <Trans message={PER_INTERVAL[price.interval]} />
        </Typography>
      </Box>
      <Typography color="text.secondary" variant="body2">
        <Trans
          message={billedEvery(price.interval, price.interval_count)}
          values={{ count: price.interval_count }}
        />
        {price.interval_count > 1 ? ` (${money.amount(price.amount, price.currency)})` : null}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <FeatureList features={product.feature_list} />
      </Box>
    </Box>
  );
}

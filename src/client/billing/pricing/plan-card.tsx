import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Price, Product } from '@common/api/billing';
import { Trans, useTrans } from '@client/i18n/trans';
import { PER_INTERVAL } from '../shared/interval-text';
import { FeatureList } from '../shared/feature-list';
import { useMoney } from '../shared/use-money';

interface PlanCardProps {
  product: Product;
  /** The price chosen for the cycle (spec 4); null for a plan without prices. */
  price: Price | null;
  /** The card's button (the pricing page's Upgrade, the change-plan page's Choose). */
  action: ReactNode;
  /** A chip above the name instead of 'Most popular', e.g. 'Current plan'. */
  badge?: string;
}

/** One plan: name, description, price per the cycle, the button and "What's included". */
export function PlanCard({ product, price, action, badge }: PlanCardProps) {
  const { trans } = useTrans();
  const money = useMoney();
  const headingId = `plan-${product.id}-name`;
  const chip = badge ?? (product.recommended ? 'Most popular' : null);
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 3,
        borderWidth: product.recommended ? 2 : 1,
        borderColor: product.recommended ? 'primary.main' : 'divider',
      }}
    >
      {/* keeps the names level across a row of cards; stacked cards need no empty line */}
      <Box sx={{ minHeight: { sm: 28 }, display: { xs: chip ? 'block' : 'none', sm: 'block' } }}>
        {chip ? (
          <Chip size="small" color="primary" label={trans(chip)} sx={{ fontWeight: 700 }} />
        ) : null}
      </Box>
      <Box>
        <Typography id={headingId} component="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
          {product.name}
        </Typography>
        {product.description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {product.description}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1.1 }}>
          {price ? money.price(price) : trans('Free')}
        </Typography>
        {price ? (
          <Typography component="span" color="text.secondary">
            <Trans message={PER_INTERVAL[price.interval]} />
          </Typography>
        ) : null}
      </Box>
      {action}
      <FeatureList features={product.feature_list} />
    </Paper>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Price, Product } from '@common/api/billing';
import { selectPrice, type BillingCycle } from '@common/billing/pricing';
import { useTrans } from '@client/i18n/trans';
import { EmptyState } from '@client/site/shared/empty-state';
import { PlanCard } from './plan-card';

/** Cards side by side on wide screens, stacked at phone widths. */
const GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(260px, 340px))' },
  justifyContent: 'center',
} as const;

interface PlanGridProps {
  products: Product[] | undefined;
  cycle: BillingCycle;
  /** The button of a plan at the cycle's price. */
  renderAction: (product: Product, price: Price | null) => ReactNode;
  /** A badge replacing 'Most popular' on one plan, e.g. the current plan. */
  badgeFor?: (product: Product) => string | undefined;
}

/** The visible plans as cards (spec 2.7), with a loading skeleton and an empty state. */
export function PlanGrid({ products, cycle, renderAction, badgeFor }: PlanGridProps) {
  const { trans } = useTrans();
  if (!products) return <PlanGridSkeleton />;
  const visible = products.filter((product) => !product.hidden);
  if (visible.length === 0) {
    return (
      <EmptyState
        message="No plans yet"
        description="There are no plans to choose from at the moment. Please check back later."
      />
    );
  }
  return (
    <Box component="ul" aria-label={trans('Plans')} sx={GRID_SX}>
      {visible.map((product) => {
        const price = selectPrice(product.prices, cycle);
        return (
          <li key={product.id}>
            <PlanCard
              product={product}
              price={price}
              action={renderAction(product, price)}
              badge={badgeFor?.(product)}
            />
          </li>
        );
      })}
    </Box>
  );
}

export function PlanGridSkeleton() {
  const { trans } = useTrans();
  return (
    <Box role="status" aria-label={trans('Loading plans')} sx={GRID_SX}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" sx={{ height: 420, borderRadius: 3 }} />
      ))}
    </Box>
  );
}

import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { Price, Product } from '@common/api/billing';
import { planButton, type PricingViewer } from '@common/billing/pricing';
import { Trans } from '@client/i18n/trans';
import { storeOnboardingChoice } from '../shared/onboarding-choice';

interface PlanActionButtonProps {
  product: Product;
  price: Price | null;
  viewer: PricingViewer;
}

/**
 * Spec 2.7: 'Get started' or 'Upgrade', leading to registration, checkout or a plan change; a
 * visitor's click remembers the plan so that registering leads to its checkout.
 */
export function PlanActionButton({ product, price, viewer }: PlanActionButtonProps) {
  const button = planButton(product, price, viewer);
  const variant = product.recommended ? 'contained' : 'outlined';
  if (!button.to) {
    return (
      <Button variant={variant} size="large" fullWidth disabled>
        <Trans message={button.label} />
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={button.to}
      variant={variant}
      size="large"
      fullWidth
      onClick={() => {
        if (viewer === 'visitor') storeOnboardingChoice(button.onboardingChoice);
      }}
    >
      <Trans message={button.label} />
    </Button>
  );
}

import { Link as RouterLink } from 'react-router';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BillingSubscription, PaymentMethod } from '@common/api/billing';
import { Trans, useTrans } from '@client/i18n/trans';
import { BillingSection } from './billing-section';

function brandName(brand: string): string {
  return brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

function PaymentMethodText({ method }: { method: PaymentMethod }) {
  const { trans } = useTrans();
  if (method.type === 'paypal') {
    return <Typography>PayPal{method.email ? ` · ${method.email}` : ''}</Typography>;
  }
  const expiry =
    method.exp_month && method.exp_year
      ? `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`
      : null;
  return (
    <Box>
      <Typography>
        {method.brand ? brandName(method.brand) : trans('Card')}
        {method.last4 ? ` •••• ${method.last4}` : ''}
      </Typography>
      {expiry ? (
        <Typography variant="body2" color="text.secondary">
          <Trans message="Expires :date" values={{ date: expiry }} />
        </Typography>
      ) : null}
    </Box>
  );
}

/** The card (brand, last four digits, expiry) or PayPal account the subscription is paid with. */
export function PaymentMethodPanel({ subscription }: { subscription: BillingSubscription }) {
  if (subscription.gateway === 'none') return null;
  const method = subscription.payment_method;
  return (
    <BillingSection id="billing-payment-method" title="Payment method">
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CreditCardOutlined aria-hidden color="action" />
          {method ? (
            <PaymentMethodText method={method} />
          ) : (
            <Typography color="text.secondary">
              <Trans message="No payment method on file." />
            </Typography>
          )}
        </Box>
        <Button component={RouterLink} to="/billing/change-payment-method" variant="outlined">
          <Trans message="Change payment method" />
        </Button>
      </Box>
    </BillingSection>
  );
}

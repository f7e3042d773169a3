import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRecordContext } from 'react-admin';
import type { AdminPlan } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';

function GatewayChip({ gateway, id }: { gateway: string; id: string | null }) {
  const { trans } = useTrans();
  const label = id
    ? trans(':gateway: synced', { gateway })
    : trans(':gateway: not synced', { gateway });
  const chip = (
    <Chip
      size="small"
      variant={id ? 'filled' : 'outlined'}
      color={id ? 'success' : 'default'}
      label={label}
    />
  );
  return id ? <Tooltip title={id}>{chip}</Tooltip> : chip;
}

/**
 * Whether saving has created the plan at each gateway (their product ids); a gateway that is not
 * configured is skipped on save, so "not synced" is expected there.
 */
export function PlanSyncStatus() {
  const plan = useRecordContext<AdminPlan>();
  if (!plan) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <GatewayChip gateway="Stripe" id={plan.stripe_id} />
      <GatewayChip gateway="PayPal" id={plan.paypal_id} />
    </Stack>
  );
}

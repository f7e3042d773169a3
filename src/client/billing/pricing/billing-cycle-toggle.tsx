import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { BillingCycle } from '@common/billing/pricing';
import { Trans, useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';

interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The best plan's save-up percent; the badge shows only above 0 (spec 9). */
  saveUpPercent: number;
}

const optionSx = {
  m: 0,
  px: 2,
  py: 0.75,
  borderRadius: 999,
  cursor: 'pointer',
  gap: 1,
  color: 'text.secondary',
  '&:has(input:checked)': { bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 1 },
  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '& .MuiFormControlLabel-label': { fontWeight: 600 },
} as const;

/** Spec 4: the annual/monthly radio choice of the pricing cycle, a real radio group. */
export function BillingCycleToggle({ value, onChange, saveUpPercent }: BillingCycleToggleProps) {
  const { trans } = useTrans();
  const radio = <Radio size="small" disableRipple sx={visuallyHidden} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <RadioGroup
        row
        name="billing-cycle"
        aria-label={trans('Billing cycle')}
        value={value}
        onChange={(event) => onChange(event.target.value as BillingCycle)}
        sx={{ p: 0.5, borderRadius: 999, bgcolor: 'action.hover', flexWrap: 'nowrap' }}
      >
        <FormControlLabel
          value="yearly"
          control={radio}
          sx={optionSx}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Trans message="Annual" />
              {saveUpPercent > 0 ? (
                <Chip
                  component="span"
                  size="small"
                  color="success"
                  label={trans('Save up to :percent%', { percent: saveUpPercent })}
                  sx={{ fontWeight: 700, height: 22 }}
                />
              ) : null}
            </Box>
          }
        />
        <FormControlLabel
          value="monthly"
          control={radio}
          sx={optionSx}
          label={<Trans message="Monthly" />}
        />
      </RadioGroup>
    </Box>
  );
}

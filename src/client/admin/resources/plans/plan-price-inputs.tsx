import Alert from '@mui/material/Alert';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { billingIntervals } from '@common/api/billing';
import { useTrans } from '@client/i18n/trans';
import type { PlanFormValues, PriceFormValue } from './plan-form-values';
import { COMMON_CURRENCIES, DEFAULT_CURRENCY } from './plan-money';
import { usePlanValidators } from './use-plan-validators';

/**
 * react-admin shows an item's remove and move buttons only while the pointer hovers it, which
 * leaves keyboard and touch users without them: they stay visible here.
 */
export const ITEM_ACTIONS_VISIBLE = {
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
} as const;

const INTERVAL_LABELS = { day: 'Day', month: 'Month', year: 'Year' } as const;

/** The common currencies, plus any other code a stored price uses. */
function useCurrencyChoices() {
  const record = useRecordContext<PlanFormValues>();
  const stored = (record?.prices ?? []).map((price) => price.currency ?? '');
  const codes = [...new Set([...COMMON_CURRENCIES, ...stored.filter(Boolean)])];
  return codes.map((code) => ({ id: code, name: code }));
}

/** The prices tab: amount in major units, currency, interval and interval count per price. */
export function PlanPriceInputs() {
  const { trans } = useTrans();
  const prices = (useWatch<PlanFormValues>({ name: 'prices' }) ?? []) as PriceFormValue[];
  const free = useWatch<PlanFormValues>({ name: 'free' }) === true;
  const currencies = useCurrencyChoices();
  const validate = usePlanValidators();
  // a new price takes the first price's currency, so a plan's prices share one by default
  const defaultCurrency = prices[0]?.currency || DEFAULT_CURRENCY;
  const intervals = billingIntervals.map((id) => ({ id, name: trans(INTERVAL_LABELS[id]) }));
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
        {trans(
          'Changing the amount, currency or interval of a price creates a new price: current subscribers keep the price they signed up for.',
        )}
      </Alert>
      <ArrayInput
        source="prices"
        label={trans('Prices')}
        validate={validate.prices}
        helperText={
          free
            ? trans('A free plan needs no price.')
            : trans('The pricing page shows the first monthly and the first yearly price.')
        }
      >
        <SimpleFormIterator
          inline
          sx={{
            ...ITEM_ACTIONS_VISIBLE,
            '& .RaSimpleFormIterator-inline': { rowGap: 0, columnGap: 2 },
          }}
        >
          <TextInput
            source="amount"
            label={trans('Amount')}
            validate={validate.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            sx={{ width: 140 }}
          />
          <SelectInput
            source="currency"
            label={trans('Currency')}
            choices={currencies}
            validate={validate.currency}
            defaultValue={defaultCurrency}
            sx={{ width: 120 }}
          />
          <SelectInput
            source="interval"
            label={trans('Interval')}
            choices={intervals}
            validate={validate.interval}
            defaultValue="month"
            sx={{ width: 140 }}
          />
          <NumberInput
            source="interval_count"
            label={trans('Every')}
            validate={validate.intervalCount}
            defaultValue={1}
            min={1}
            step={1}
            helperText={trans('Intervals per payment')}
            sx={{ width: 160 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

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
        helperText={
          free
            ? trans('A free plan needs no price.')
            : trans('A paid plan needs at least one price. The pricing page shows them in order.')
        }
      >
        <SimpleFormIterator
          inline
          sx={{ '& .RaSimpleFormIterator-inline': { rowGap: 0, columnGap: 2 } }}
        >
          <TextInput
            source="amount"
            label={trans('Amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            sx={{ width: 140 }}
          />
          <SelectInput
            source="currency"
            label={trans('Currency')}
            choices={currencies}
            defaultValue={defaultCurrency}
            sx={{ width: 120 }}
          />
          <SelectInput
            source="interval"
            label={trans('Interval')}
            choices={intervals}
            defaultValue="month"
            sx={{ width: 140 }}
          />
          <NumberInput
            source="interval_count"
            label={trans('Every')}
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

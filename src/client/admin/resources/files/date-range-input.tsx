import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { joinDateRange, splitDateRange } from './date-range';

interface DateRangeInputProps {
  source: string;
  /** Shown in the filter menu. */
  label: string;
  alwaysOn?: boolean;
}

/** Two day pickers (from, until) held as one 'from,to' filter value. */
export function DateRangeInput({ source }: DateRangeInputProps) {
  const { trans } = useTrans();
  const { field } = useInput({ source });
  const { from, to } = splitDateRange(field.value);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: '4px' }}>
      <TextField
        type="date"
        size="small"
        label={trans('Uploaded from')}
        value={from}
        onChange={(event) => field.onChange(joinDateRange(event.target.value, to))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={trans('Uploaded until')}
        value={to}
        onChange={(event) => field.onChange(joinDateRange(from, event.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTrans } from '@client/i18n/trans';
import {
  presetOf,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type DateRange,
  type RangePreset,
} from './date-range-presets';

export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today: string;
}

/** The presets (7, 30, 90 days, 12 months) and a custom range applied with a button. */
export function RangePicker({ value, onChange, today }: RangePickerProps) {
  const { trans } = useTrans();
  const preset = presetOf(value, today);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState<DateRange>(value);
  const problem = rangeProblem(draft);
  const choose = (_: unknown, chosen: RangePreset | 'custom' | null) => {
    if (chosen === null) return;
    if (chosen === 'custom') {
      setDraft(value);
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(presetRange(chosen, today));
  };
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={custom ? 'custom' : preset}
        onChange={choose}
        aria-label={trans('Date range')}
        sx={{ flexWrap: 'wrap' }}
      >
        {RANGE_PRESETS.map(({ id, label }) => (
          <ToggleButton key={id} value={id}>
            {trans(label)}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{trans('Custom')}</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) onChange(draft);
          }}
        >
          <TextField
            type="date"
            size="small"
            label={trans('From')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            error={Boolean(problem) && Boolean(draft.from) && Boolean(draft.to)}
            helperText={problem ? trans(problem) : ' '}
          />
          <TextField
            type="date"
            size="small"
            label={trans('To')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <Button type="submit" variant="outlined" disabled={problem !== null}>
            {trans('Apply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

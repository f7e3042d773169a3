import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { ErrorFieldProps } from '@client/auth/form/use-form-errors';

interface LocationSelectProps {
  fieldProps: ErrorFieldProps;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A native select: long lists (hundreds of timezones) stay fast, option groups come for free,
 * and phones show their own picker.
 */
export function LocationSelect({
  fieldProps,
  label,
  value,
  onChange,
  children,
}: LocationSelectProps) {
  return (
    <TextField
      {...fieldProps}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {children}
    </TextField>
  );
}

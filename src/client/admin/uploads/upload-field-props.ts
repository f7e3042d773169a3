import type { ReactNode } from 'react';

/** What every upload field takes; `value` is the entry's url (relative to the base URL). */
export interface UploadFieldProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The form's own error for the field (e.g. required). */
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

import Alert from '@mui/material/Alert';
import { Trans } from '@client/i18n/trans';

interface FormErrorProps {
  /** An English message (translated here), or null for no error. */
  message: string | null;
}

/** A form-level error (not tied to one field), announced to screen readers as it appears. */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <Trans message={message} />
    </Alert>
  );
}

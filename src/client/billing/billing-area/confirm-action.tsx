import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { getErrorMessage } from '@client/http/api-error';
import { Trans } from '@client/i18n/trans';

interface ConfirmActionProps {
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The failure of the last attempt, shown with its message; the button stays usable. */
  error: unknown;
  danger?: boolean;
}

/** A confirmation step of the billing area: what will happen, Confirm, and the way back. */
export function ConfirmAction({
  children,
  confirmLabel,
  onConfirm,
  pending,
  error,
  danger = false,
}: ConfirmActionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      {children}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          <Trans message={confirmLabel} />
        </Button>
        <Button component={RouterLink} to="/billing" disabled={pending}>
          <Trans message="Go back" />
        </Button>
      </Box>
    </Paper>
  );
}

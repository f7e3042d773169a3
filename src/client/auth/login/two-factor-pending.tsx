import Alert from '@mui/material/Alert';
import { Trans } from '@client/i18n/trans';

/**
 * Stands where the two-factor challenge page goes (spec 2.4, 4 Login) until that page exists:
 * replace this component, not the login form.
 */
export function TwoFactorPending() {
  return (
    <Alert severity="info" role="status">
      <Trans message="Two-factor authentication is not available yet." />
    </Alert>
  );
}

import Typography from '@mui/material/Typography';
import { useSettings } from '@client/app/bootstrap-store';
import { Trans } from '@client/i18n/trans';
import { AccountGateLayout } from '../account-gate-layout';

/** Spec 2.3: shown on every path to a user whose account is banned. */
export function SuspendedScreen() {
  const { branding } = useSettings();
  return (
    <AccountGateLayout heading={<Trans message="Your account is suspended" />}>
      <Typography color="text.secondary">
        <Trans
          message="You can't open :name because your account is suspended. Contact the Admin to re-activate your account."
          values={{ name: branding.site_name }}
        />
      </Typography>
    </AccountGateLayout>
  );
}

import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans } from '../../../i18n/trans';
import { useSettings } from '../../bootstrap-store';

/** Login and Register for visitors; Register is hidden when registration is disabled. */
export function GuestButtons() {
  const registrationDisabled = useSettings().registration.disable;
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button component={RouterLink} to="/login" color="inherit">
        <Trans message="Login" />
      </Button>
      {registrationDisabled ? null : (
        <Button component={RouterLink} to="/register" variant="contained">
          <Trans message="Register" />
        </Button>
      )}
    </Stack>
  );
}

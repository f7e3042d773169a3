import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { Trans } from '@client/i18n/trans';
import { useLogout } from './use-logout';

/** The logout button of the verify-email and suspended screens (spec 2.2, 2.3). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outlined"
      startIcon={<LogoutIcon />}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      <Trans message="Log out" />
    </Button>
  );
}

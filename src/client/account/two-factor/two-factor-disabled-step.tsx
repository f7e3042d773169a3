import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans } from '@client/i18n/trans';
import { enableTwoFactor } from './two-factor-api';
import { showErrorToast } from '@client/ui/toast/error-toast';

interface TwoFactorDisabledStepProps {
  onEnabled: () => void;
}

/** State 0: 'Enable' asks for a confirmed password, then starts the setup. */
export function TwoFactorDisabledStep({ onEnabled }: TwoFactorDisabledStepProps) {
  const { withConfirmedPassword } = usePasswordConfirmation();
  const enable = useMutation({
    mutationFn: () => withConfirmedPassword(() => enableTwoFactor().then(() => true)),
    onSuccess: (enabled) => {
      if (enabled) onEnabled();
    },
    onError: (error) => showErrorToast(error),
  });

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        <Trans message="You have not enabled two factor authentication." />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans message="When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application." />
      </Typography>
      <Button variant="contained" disabled={enable.isPending} onClick={() => enable.mutate()}>
        <Trans message="Enable" />
      </Button>
    </>
  );
}

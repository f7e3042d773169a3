import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { RecoveryCodesList } from './recovery-codes-list';
import { disableTwoFactor, fetchRecoveryCodes, regenerateRecoveryCodes } from './two-factor-api';
import { showErrorToast } from '@client/ui/toast/error-toast';

interface TwoFactorEnabledStepProps {
  /** The recovery codes once fetched; null until then. */
  codes: string[] | null;
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}

/** State 2: recovery codes (shown once fetched), regenerate them, or disable two-factor. */
export function TwoFactorEnabledStep({ codes, onCodes, onDisabled }: TwoFactorEnabledStepProps) {
  const { withConfirmedPassword } = usePasswordConfirmation();
  const onError = (error: unknown) => showErrorToast(error);

  const show = useMutation({
    mutationFn: () => withConfirmedPassword(fetchRecoveryCodes),
    onSuccess: (fetched) => fetched && onCodes(fetched),
    onError,
  });
  const regenerate = useMutation({
    mutationFn: () => withConfirmedPassword(regenerateRecoveryCodes),
    onSuccess: (fetched) => fetched && onCodes(fetched),
    onError,
  });
  const disable = useMutation({
    mutationFn: () => withConfirmedPassword(() => disableTwoFactor().then(() => true)),
    onSuccess: (disabled) => {
      if (!disabled) return;
      toast('Two factor authentication has been disabled.');
      onDisabled();
    },
    onError,
  });
  const busy = show.isPending || regenerate.isPending || disable.isPending;

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        <Trans message="You have enabled two factor authentication." />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans message="When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application." />
      </Typography>
      {codes ? <RecoveryCodesList codes={codes} /> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {codes ? null : (
          <Button variant="outlined" disabled={busy} onClick={() => show.mutate()}>
            <Trans message="Show recovery codes" />
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => regenerate.mutate()}>
          <Trans message="Regenerate recovery codes" />
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => disable.mutate()}>
          <Trans message="Disable" />
        </Button>
      </Box>
    </>
  );
}

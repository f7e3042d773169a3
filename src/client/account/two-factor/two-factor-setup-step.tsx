import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans, useTrans } from '@client/i18n/trans';
import { QrCodeImage } from './qr-code-image';
import { confirmTwoFactor, disableTwoFactor, fetchTwoFactorQrCode } from './two-factor-api';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** Spec 9: two-factor codes have 6 characters. */
export const TWO_FACTOR_CODE_LENGTH = 6;
const FIELDS = ['code'] as const;

interface TwoFactorSetupStepProps {
  onConfirmed: () => void;
  onCancelled: () => void;
}

/** State 1: scan the QR code (or type the secret), then confirm with a code from the app. */
export function TwoFactorSetupStep({ onConfirmed, onCancelled }: TwoFactorSetupStepProps) {
  const { trans } = useTrans();
  const { withConfirmedPassword } = usePasswordConfirmation();
  const [code, setCode] = useState('');
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);

  // A new secret is made on every enable, so the QR code is never served from the cache.
  const qrCode = useQuery({
    queryKey: ['two-factor', 'qr-code'],
    queryFn: async () => (await withConfirmedPassword(fetchTwoFactorQrCode)) ?? null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const confirm = useMutation({
    mutationFn: () => withConfirmedPassword(() => confirmTwoFactor(code).then(() => true)),
    onSuccess: (confirmed) => {
      if (confirmed) onConfirmed();
    },
    onError: (error) => setFromError(error),
  });

  const cancel = useMutation({
    mutationFn: () => withConfirmedPassword(() => disableTwoFactor().then(() => true)),
    onSuccess: (cancelled) => {
      if (cancelled) onCancelled();
    },
    onError: (error) => showErrorToast(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    confirm.mutate();
  };

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        <Trans message="Finish enabling two factor authentication." />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans message="To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code." />
      </Typography>
      {qrCode.isPending ? (
        <Skeleton variant="rounded" width={192} height={192} sx={{ mb: 2 }} />
      ) : qrCode.data ? (
        <Box sx={{ mb: 2 }}>
          <QrCodeImage svg={qrCode.data.svg} />
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <Trans message="Setup key" />
            {': '}
            <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {qrCode.data.secret}
            </Box>
          </Typography>
        </Box>
      ) : (
        <Button sx={{ mb: 2 }} onClick={() => void qrCode.refetch()}>
          <Trans message="Show QR code" />
        </Button>
      )}
      <Box component="form" onSubmit={submit}>
        <TextField
          {...fieldProps('code')}
          label={trans('Code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.trim());
            clear('code');
          }}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_LENGTH } }}
          required
          sx={{ mb: 2, maxWidth: 240 }}
          fullWidth
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={confirm.isPending || code.length !== TWO_FACTOR_CODE_LENGTH}
          >
            <Trans message="Confirm" />
          </Button>
          <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            <Trans message="Cancel" />
          </Button>
        </Box>
      </Box>
    </>
  );
}

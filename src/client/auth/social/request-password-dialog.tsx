import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { useFormErrors } from '../form/use-form-errors';
import type { BootstrapResponse } from '../use-logout';

const FIELDS = ['password'] as const;

/**
 * Spec 2.4 social login modal: the provider's email belongs to an existing account, whose
 * password links the two (POST secure/auth/social/connect). Closes with the new bootstrap data.
 */
export function RequestPasswordDialog() {
  const { trans } = useTrans();
  const { close } = useDialogContext<BootstrapResponse>();
  const [password, setPassword] = useState('');
  const { bind, setFromError, clear } = useFormErrors(FIELDS);
  const connect = useMutation({
    mutationFn: (value: string) =>
      apiClient.post<BootstrapResponse>('secure/auth/social/connect', { password: value }),
    onSuccess: (response) => close(response),
    onError: setFromError,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    connect.mutate(password);
  };

  return (
    <Dialog size="sm">
      <form onSubmit={submit}>
        <DialogHeader>
          <Trans message="Password required" />
        </DialogHeader>
        <DialogBody>
          <Typography variant="body2" sx={{ mb: 3 }}>
            <Trans message="An account with this email address already exists. If you want to connect the two accounts, enter existing account password." />
          </Typography>
          <TextField
            {...bind('password', password, setPassword)}
            type="password"
            label={trans('Password')}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
          />
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => close()}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={connect.isPending}>
            <Trans message="Connect" />
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

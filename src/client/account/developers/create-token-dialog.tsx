import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans, useTrans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { toast } from '@client/ui/toast/toast-store';
import { ACCESS_TOKENS_QUERY_KEY, createAccessToken } from './access-tokens-api';
import { CopyTokenField } from './copy-token-field';

const FIELDS = ['tokenName'] as const;

/**
 * Spec 4 Token creation: a name (required, spec 5), a confirmed password, then the plain token,
 * shown once with a copy button and a warning that it cannot be viewed again.
 */
export function CreateTokenDialog() {
  const { trans } = useTrans();
  const { close } = useDialogContext();
  const queryClient = useQueryClient();
  const { withConfirmedPassword } = usePasswordConfirmation();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [plainTextToken, setPlainTextToken] = useState<string | null>(null);
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setPending(true);
    try {
      const created = await withConfirmedPassword(() => createAccessToken(name.trim()));
      if (!created) return;
      setPlainTextToken(created.plainTextToken);
      toast('Token create');
      await queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY });
    } catch (error) {
      setFromError(error);
    } finally {
      setPending(false);
    }
  };

  if (plainTextToken) {
    return (
      <Dialog size="md">
        <DialogHeader>
          <Trans message="Create new token" />
        </DialogHeader>
        <DialogBody>
          <Alert severity="warning" sx={{ mb: 3 }}>
            <Trans message="Make sure to store your token in a safe place. After this dialog is closed, token will not be accessible again." />
          </Alert>
          <CopyTokenField token={plainTextToken} />
        </DialogBody>
        <DialogFooter>
          <Button variant="contained" onClick={() => close()}>
            <Trans message="Done" />
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }

  return (
    <Dialog size="md">
      <DialogHeader>
        <Trans message="Create new token" />
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <TextField
            {...fieldProps('tokenName')}
            label={trans('Token name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clear('tokenName');
            }}
            autoFocus
            required
            fullWidth
          />
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => close()}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !name.trim()}>
            <Trans message="Create" />
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

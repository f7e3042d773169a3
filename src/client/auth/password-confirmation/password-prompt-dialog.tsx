import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { useFormErrors } from '../form/use-form-errors';

const FIELDS = ['password'] as const;

export interface PasswordPromptDialogProps {
  /** English texts, translated here. */
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the password; a rejection with a 422 on `password` shows under the field. */
  onSubmit: (password: string) => Promise<unknown>;
}

/**
 * A dialog that asks for the current password and closes with true once onSubmit succeeded.
 * Opened through openDialog; Cancel, Escape and the close button resolve undefined.
 */
export function PasswordPromptDialog({
  title,
  description,
  submitLabel,
  onSubmit,
}: PasswordPromptDialogProps) {
  const { trans } = useTrans();
  const { close } = useDialogContext<boolean>();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const { bind, setFromError, clear } = useFormErrors(FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setPending(true);
    try {
      await onSubmit(password);
      close(true);
    } catch (error) {
      setFromError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message={title} />
      </DialogHeader>
      <form onSubmit={submit}>
        <DialogBody>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            <Trans message={description} />
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
          <Button type="submit" variant="contained" disabled={pending}>
            <Trans message={submitLabel} />
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

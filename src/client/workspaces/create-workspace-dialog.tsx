import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { toast } from '@client/ui/toast/toast-store';
import { createWorkspace, switchWorkspace } from './workspaces-api';

const FIELDS = ['name'] as const;

/** POST workspace {name}; the new workspace becomes the active one. */
export function CreateWorkspaceDialog() {
  const { trans } = useTrans();
  const { close } = useDialogContext();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const { bind, setFromError, clear } = useFormErrors(FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setPending(true);
    try {
      const workspace = await createWorkspace(name);
      await switchWorkspace(queryClient, workspace.id);
      toast('Created workspace :name', { values: { name: workspace.name } });
      close(workspace);
    } catch (error) {
      setFromError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message="Create workspace" />
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <TextField
            {...bind('name', name, setName)}
            label={trans('Name')}
            autoFocus
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => close()}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            <Trans message="Create" />
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@common/api/workspaces';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { deleteWorkspace, renameWorkspace, switchWorkspace } from '../workspaces-api';
import { confirmAction } from '@client/ui/dialog/confirm-dialog';
import { useWorkspaceAction } from './use-workspace-action';
import { SECTION_SX } from './workspace-section';

const FIELDS = ['name'] as const;

/** PUT workspace/{id} {name} (workspace.update). */
export function RenameWorkspaceForm({ workspace }: { workspace: Workspace }) {
  const { trans } = useTrans();
  const [name, setName] = useState(workspace.name);
  const { bind, setFromError } = useFormErrors(FIELDS);
  const { run, pending } = useWorkspaceAction(workspace.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => renameWorkspace(workspace.id, name),
      'Updated workspace',
      undefined,
      (error) => setFromError(error),
    );
  };

  return (
    <Box component="section" aria-labelledby="workspace-settings" sx={SECTION_SX}>
      <Typography id="workspace-settings" component="h2" variant="h6" sx={{ mb: 2 }}>
        <Trans message="Settings" />
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          {...bind('name', name, setName)}
          label={trans('Name')}
          required
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
          <Trans message="Save" />
        </Button>
      </Box>
    </Box>
  );
}

/** DELETE workspace/{id} (owner only), confirmed by name; the user is back in 'Default'. */
export function DeleteWorkspaceSection({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const remove = async () => {
    const confirmed = await confirmAction({
      title: 'Delete workspace',
      body: 'Delete “:name”? Its lists and files go back to the people who created them.',
      confirmLabel: 'Delete',
      values: { name: workspace.name },
    });
    if (!confirmed) return;
    setPending(true);
    try {
      await deleteWorkspace(workspace.id);
    } catch (error) {
      setPending(false);
      showErrorToast(error);
      return;
    }
    // away from this page first, so nothing refetches the deleted workspace
    await navigate('/', { replace: true });
    await switchWorkspace(queryClient, 0);
    toast('Deleted workspace');
  };

  return (
    <Box component="section" aria-labelledby="workspace-danger" sx={SECTION_SX}>
      <Typography id="workspace-danger" component="h2" variant="h6" sx={{ mb: 1 }}>
        <Trans message="Danger zone" />
      </Typography>
      <Button color="error" variant="outlined" disabled={pending} onClick={() => void remove()}>
        <Trans message="Delete workspace" />
      </Button>
    </Box>
  );
}

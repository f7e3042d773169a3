import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Workspace } from '@common/api/workspaces';
import { isApiError } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { inviteMembers } from '../workspaces-api';
import { useWorkspaceAction } from './use-workspace-action';
import { memberRole, useWorkspaceRoles, WorkspaceRoleSelect } from './workspace-roles-select';

/** 'a@x.org, b@y.org' (commas, semicolons, spaces or new lines) → the addresses. */
export function parseEmails(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((email) => email.trim().toLowerCase()))].filter(
    Boolean,
  );
}

/** The server's first message about the addresses (keyed emails or emails.N). */
function emailsError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const key = Object.keys(error.errors).find((name) => name.startsWith('emails'));
  return key ? (error.errors[key]?.[0] ?? null) : null;
}

/** POST workspace/{id}/invite: several addresses and a workspace role (the member role first). */
export function InviteMembersForm({ workspace }: { workspace: Workspace }) {
  const { trans } = useTrans();
  const roles = useWorkspaceRoles();
  const [text, setText] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useWorkspaceAction(workspace.id);
  const selectedRole = roleId ?? memberRole(roles.data)?.id ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emails = parseEmails(text);
    if (emails.length === 0) {
      setError('The emails field is required.');
      return;
    }
    setError(null);
    const sent = await run(
      () => inviteMembers(workspace.id, emails, selectedRole),
      'Sent :count invite |||| Sent :count invites',
      { count: emails.length },
      (failure) => {
        const message = emailsError(failure);
        if (message) setError(message);
        return message !== null;
      },
    );
    if (sent) setText('');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={trans('Emails')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={trans(error ?? 'Separate addresses with commas.')}
        sx={{ flex: '1 1 240px' }}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
      {roles.data && roles.data.length > 0 ? (
        <WorkspaceRoleSelect
          label="Role"
          roles={roles.data}
          value={selectedRole ?? ''}
          onChange={setRoleId}
        />
      ) : null}
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
        <Trans message="Invite" />
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Workspace, WorkspaceInvite } from '@common/api/workspaces';
import { Trans, useTrans } from '@client/i18n/trans';
import { useFormatDate } from '@client/site/shared/format';
import { deleteInvite, resendInvite } from '../workspaces-api';
import { InviteMembersForm } from './invite-members-form';
import { useWorkspaceAction } from './use-workspace-action';
import { SECTION_SX } from './workspace-section';

function InviteRow({ workspace, invite }: { workspace: Workspace; invite: WorkspaceInvite }) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const { run, pending } = useWorkspaceAction(workspace.id);
  const canInvite = workspace.my_permissions.includes('members.invite');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invite.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {invite.role_name} ·{' '}
          <Trans message="Expires :date" values={{ date: formatDate(invite.expires_at) }} />
        </Typography>
      </Box>
      {canInvite ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            disabled={pending}
            aria-label={trans('Resend invite to :email', { email: invite.email })}
            onClick={() =>
              void run(() => resendInvite(workspace.id, invite.id), 'Invite resent to :email', {
                email: invite.email,
              })
            }
          >
            <Trans message="Resend" />
          </Button>
          <Button
            color="error"
            disabled={pending}
            aria-label={trans('Withdraw invite to :email', { email: invite.email })}
            onClick={() => void run(() => deleteInvite(invite.id), 'Invite withdrawn')}
          >
            <Trans message="Withdraw" />
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** Pending invites (email, role, expiry; Resend and Withdraw) and, for members.invite, the form. */
export function WorkspaceInvites({ workspace }: { workspace: Workspace }) {
  const { trans } = useTrans();
  const invites = workspace.invites ?? [];
  const canInvite = workspace.my_permissions.includes('members.invite');
  if (!canInvite && invites.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="workspace-invites" sx={SECTION_SX}>
      <Typography id="workspace-invites" component="h2" variant="h6" sx={{ mb: 1 }}>
        <Trans message="Invites" />
      </Typography>
      {canInvite ? <InviteMembersForm workspace={workspace} /> : null}
      {invites.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          <Trans message="No pending invites." />
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={trans('Pending invites')}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 2,
            p: 0,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {invites.map((invite) => (
            <InviteRow key={invite.id} workspace={workspace} invite={invite} />
          ))}
        </Box>
      )}
    </Box>
  );
}

import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Workspace, WorkspaceMember } from '@common/api/workspaces';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { changeMemberRole, removeMember, switchWorkspace } from '../workspaces-api';
import { confirmAction } from '@client/ui/dialog/confirm-dialog';
import { useWorkspaceAction } from './use-workspace-action';
import { useWorkspaceRoles, WorkspaceRoleSelect } from './workspace-roles-select';
import { SECTION_SX } from './workspace-section';

interface MemberRowProps {
  workspace: Workspace;
  member: WorkspaceMember;
}

function MemberRow({ workspace, member }: MemberRowProps) {
  const { trans } = useTrans();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, pending } = useWorkspaceAction(workspace.id);
  const can = (name: Workspace['my_permissions'][number]) =>
    workspace.my_permissions.includes(name);
  const isSelf = member.id === user?.id;
  const canChangeRole = can('members.update') && !member.is_owner && !isSelf;
  const roles = useWorkspaceRoles(canChangeRole);

  const remove = async () => {
    const confirmed = await confirmAction({
      title: 'Remove member',
      body: 'Remove :name from :workspace?',
      confirmLabel: 'Remove',
      values: { name: member.name, workspace: workspace.name },
    });
    if (!confirmed) return;
    await run(() => removeMember(workspace.id, member.id), 'Removed :name', { name: member.name });
  };

  const leave = async () => {
    const confirmed = await confirmAction({
      title: 'Leave workspace',
      body: 'Leave :workspace? You will need a new invitation to join it again.',
      confirmLabel: 'Leave',
      values: { workspace: workspace.name },
    });
    if (!confirmed) return;
    try {
      await removeMember(workspace.id, member.id);
    } catch (error) {
      showErrorToast(error);
      return;
    }
    // away from this page first, so nothing refetches a workspace the user has left
    await navigate('/', { replace: true });
    await switchWorkspace(queryClient, 0);
    toast('Left workspace');
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}
    >
      <Avatar src={member.image ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
        {member.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {member.name}
          </Typography>
          {member.is_owner ? <Chip label={trans('Owner')} size="small" color="primary" /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {member.email}
        </Typography>
      </Box>
      {canChangeRole && roles.data ? (
        <WorkspaceRoleSelect
          label="Role"
          size="small"
          roles={roles.data}
          value={member.role_id}
          disabled={pending}
          onChange={(roleId) =>
            void run(() => changeMemberRole(workspace.id, member.id, roleId), 'Updated role')
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {member.role_name}
        </Typography>
      )}
      {isSelf && !member.is_owner ? (
        <Button color="error" disabled={pending} onClick={() => void leave()}>
          <Trans message="Leave workspace" />
        </Button>
      ) : null}
      {!isSelf && !member.is_owner && can('members.delete') ? (
        <Button
          color="error"
          disabled={pending}
          aria-label={trans('Remove :name', { name: member.name })}
          onClick={() => void remove()}
        >
          <Trans message="Remove" />
        </Button>
      ) : null}
    </Box>
  );
}

/** The members: avatar, name, email, role (a select for members.update holders), actions. */
export function WorkspaceMembers({ workspace }: { workspace: Workspace }) {
  const { trans } = useTrans();
  const members = workspace.members ?? [];
  return (
    <Box component="section" aria-labelledby="workspace-members" sx={SECTION_SX}>
      <Typography id="workspace-members" component="h2" variant="h6">
        <Trans message="Members" />
      </Typography>
      <Box
        component="ul"
        aria-label={trans('Members')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {members.map((member) => (
          <MemberRow key={member.id} workspace={workspace} member={member} />
        ))}
      </Box>
    </Box>
  );
}

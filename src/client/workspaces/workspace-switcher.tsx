import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { Workspace } from '@common/api/workspaces';
import { Trans, useTrans } from '@client/i18n/trans';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { LazyMenu } from '@client/ui/overlays/lazy-overlays';
import { toast } from '@client/ui/toast/toast-store';
import { useUserWorkspaces } from './use-active-workspace';
import { switchWorkspace } from './workspaces-api';

/** The 'Default' space's name is translated; the others are the users' own words. */
export function useWorkspaceName(): (workspace: Workspace) => string {
  const { trans } = useTrans();
  return (workspace) => (workspace.id === 0 ? trans('Default') : workspace.name);
}

interface WorkspaceMenuItemProps {
  menuId: string;
  expanded: boolean;
  onOpen: (anchor: HTMLElement) => void;
}

/** The user menu's entry naming the active workspace; it opens the switcher. */
export function WorkspaceMenuItem({ menuId, expanded, onOpen }: WorkspaceMenuItemProps) {
  const { trans } = useTrans();
  const { active } = useUserWorkspaces();
  const nameOf = useWorkspaceName();
  const name = active ? nameOf(active) : trans('Default');
  return (
    <MenuItem
      aria-haspopup="menu"
      aria-controls={expanded ? menuId : undefined}
      aria-expanded={expanded}
      aria-label={trans('Workspace: :name', { name })}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <ListItemIcon>
        <WorkspacesOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={name}
        secondary={trans('Workspace')}
        slotProps={{ primary: { noWrap: true } }}
      />
    </MenuItem>
  );
}

interface WorkspaceSwitcherMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * 'Default' and the user's workspaces, the active one checked; choosing one makes it active and
 * refetches everything. Then 'Create workspace', and 'Manage workspace' for a real one.
 */
export function WorkspaceSwitcherMenu({ id, anchorEl, onClose }: WorkspaceSwitcherMenuProps) {
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const { workspaces, active } = useUserWorkspaces();
  const nameOf = useWorkspaceName();

  const choose = (workspace: Workspace) => {
    onClose();
    if (workspace.id === active?.id) return;
    void switchWorkspace(queryClient, workspace.id);
    toast('Switched to :name', { values: { name: nameOf(workspace) } });
  };

  return (
    <LazyMenu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-label': trans('Workspaces') },
        paper: { sx: { minWidth: 220, maxWidth: 'calc(100vw - 32px)' } },
      }}
    >
      {(workspaces ?? []).map((workspace) => {
        const checked = workspace.id === active?.id;
        return (
          <MenuItem
            key={workspace.id}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            onClick={() => choose(workspace)}
          >
            <ListItemIcon>{checked ? <CheckOutlined fontSize="small" /> : null}</ListItemIcon>
            <ListItemText slotProps={{ primary: { noWrap: true } }}>
              {nameOf(workspace)}
            </ListItemText>
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          // a chunk of its own: visitors and most members never open it
          void import('./create-workspace-dialog').then(({ CreateWorkspaceDialog }) =>
            openDialog(<CreateWorkspaceDialog />),
          );
        }}
      >
        <ListItemIcon>
          <AddOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>
          <Trans message="Create workspace" />
        </ListItemText>
      </MenuItem>
      {active && active.id !== 0 ? (
        <MenuItem component={RouterLink} to={`/workspace/${active.id}`} onClick={onClose}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans message="Manage workspace" />
          </ListItemText>
        </MenuItem>
      ) : null}
    </LazyMenu>
  );
}

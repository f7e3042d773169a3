import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { RoleListItem } from '@common/api/roles';
import { useTrans } from '@client/i18n/trans';
import { fetchWorkspaceRoles, WORKSPACE_ROLES_KEY } from '../workspaces-api';

/** GET roles?type=workspace, shared by the invite form and the members' role selects. */
export function useWorkspaceRoles(enabled = true) {
  return useQuery({ queryKey: WORKSPACE_ROLES_KEY, queryFn: fetchWorkspaceRoles, enabled });
}

/**
 * The role new members get when none is chosen ('Workspace Member'): the default role, else the
 * one named for members. Undefined leaves the choice to the server, which picks the same.
 */
export function memberRole(roles: RoleListItem[] | undefined): RoleListItem | undefined {
  return roles?.find((role) => role.default) ?? roles?.find((role) => /\bmember$/i.test(role.name));
}

interface RoleSelectProps {
  label: string;
  value: number | '';
  roles: RoleListItem[];
  onChange: (roleId: number) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

export function WorkspaceRoleSelect({
  label,
  value,
  roles,
  onChange,
  disabled,
  size = 'medium',
}: RoleSelectProps) {
  const { trans } = useTrans();
  const labelId = useId();
  return (
    <FormControl size={size} sx={{ minWidth: 140 }} disabled={disabled}>
      <InputLabel id={labelId}>{trans(label)}</InputLabel>
      <Select
        labelId={labelId}
        label={trans(label)}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

import {
  Box,
  CircularProgress,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useInput } from 'react-admin';
import type { GrantedPermission } from '@common/permissions/permission';
import { Trans, useTrans } from '@client/i18n/trans';
import { restrictionValue, setRestriction, toggleGrant } from './permission-grants';
import type { PermissionDefinition } from './role-record';
import { usePermissionDefinitions } from './use-permission-definitions';

/**
 * The `permissions` field of roles and users: every permission of the catalogue grouped by
 * area, a switch each with its description, and a number field per restriction it defines.
 */
export function PermissionsInput({ source = 'permissions' }: { source?: string }) {
  const { field, fieldState } = useInput<GrantedPermission[]>({ source, defaultValue: [] });
  const grants: GrantedPermission[] = Array.isArray(field.value) ? field.value : [];
  const { data: groups, isPending, isError } = usePermissionDefinitions();
  if (isPending) return <CircularProgress size={24} aria-label="Loading permissions" />;
  if (isError) {
    return (
      <Typography color="error">
        <Trans message="Could not load permissions." />
      </Typography>
    );
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      {fieldState.error?.message && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {fieldState.error.message}
        </Typography>
      )}
      {Object.entries(groups).map(([group, definitions]) => (
        <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
          <Typography component="legend" variant="subtitle1" sx={{ textTransform: 'capitalize' }}>
            {group.replace(/_/g, ' ')}
          </Typography>
          {definitions.map((definition) => (
            <PermissionRow
              key={definition.name}
              definition={definition}
              grants={grants}
              onChange={field.onChange}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function PermissionRow({
  definition,
  grants,
  onChange,
}: {
  definition: PermissionDefinition;
  grants: GrantedPermission[];
  onChange: (grants: GrantedPermission[]) => void;
}) {
  const { trans } = useTrans();
  const granted = grants.some((grant) => grant.name === definition.name);
  const descriptionId = `permission-${definition.name}-description`;
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            checked={granted}
            onChange={(event) =>
              onChange(toggleGrant(grants, definition.name, event.target.checked))
            }
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={trans(definition.display_name)}
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
        {definition.description ? trans(definition.description) : definition.name}
      </Typography>
      {granted &&
        definition.restrictions.map((restriction) => (
          <TextField
            key={restriction.name}
            type="number"
            size="small"
            label={trans(restriction.name)}
            helperText={`${trans(restriction.description)} ${trans('Empty means no limit.')}`}
            value={restrictionValue(grants, definition.name, restriction.name) ?? ''}
            onChange={(event) =>
              onChange(
                setRestriction(grants, definition.name, restriction.name, event.target.value),
              )
            }
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ ml: 6, mt: 1, maxWidth: 320, width: 'calc(100% - 48px)' }}
          />
        ))}
    </Box>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { ImageUploadField } from '../uploads';
import { PoliciesEditor } from './policies-editor';
import type { SettingField as Field } from './settings-tabs';
import type { RegistrationPolicy } from '@common/settings/site-settings';

interface SettingFieldProps {
  field: Field;
  value: unknown;
  error?: string;
  /** For secrets: a value is stored on the server. */
  secretIsSet?: boolean;
  onChange: (value: unknown) => void;
}

/** One setting's input, chosen by the field type; errors come from the server's 422. */
export function SettingField({ field, value, error, secretIsSet, onChange }: SettingFieldProps) {
  const { trans } = useTrans();
  const label = trans(field.label);
  const id = `setting-${field.name.replace(/\./g, '-')}`;
  const { base_url } = useBootstrapData();
  const help = field.help ? trans(field.help, { siteUrl: base_url }) : undefined;

  if (field.type === 'switch') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Switch
              id={id}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': help ? `${id}-help` : undefined } }}
            />
          }
          label={label}
        />
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        {help && !error ? (
          <FormHelperText id={`${id}-help`} sx={{ mt: 0 }}>
            {help}
          </FormHelperText>
        ) : null}
      </Box>
    );
  }
  if (field.type === 'policies') {
    return (
      <PoliciesEditor
        label={label}
        policies={(value as RegistrationPolicy[] | undefined) ?? []}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (field.type === 'image') {
    return (
      <ImageUploadField
        label={label}
        value={typeof value === 'string' && value ? value : null}
        error={error}
        allowUrl
        onChange={(url) => onChange(url ?? '')}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <TextField
        id={id}
        select
        fullWidth
        label={label}
        value={value === undefined ? '' : String(value)}
        error={Boolean(error)}
        helperText={error ?? help}
        onChange={(event) =>
          onChange(typeof value === 'number' ? Number(event.target.value) : event.target.value)
        }
      >
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {trans(option.label)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.type === 'secret') {
    return (
      <TextField
        id={id}
        type="password"
        autoComplete="new-password"
        fullWidth
        label={label}
        value={typeof value === 'string' ? value : ''}
        placeholder={secretIsSet ? '••••••••' : ''}
        error={Boolean(error)}
        helperText={
          error ??
          [
            secretIsSet ? trans('A value is stored. Leave empty to keep it.') : trans('Not set.'),
            help,
          ]
            .filter(Boolean)
            .join(' ')
        }
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      id={id}
      type={field.type === 'textarea' ? undefined : field.type}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      fullWidth
      label={label}
      value={value === undefined || value === null ? '' : String(value)}
      error={Boolean(error)}
      helperText={error ?? help}
      onChange={(event) =>
        onChange(
          field.type === 'number' && event.target.value !== ''
            ? Number(event.target.value)
            : event.target.value,
        )
      }
    />
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTrans } from '@client/i18n/trans';
import type { RegistrationPolicy } from '@common/settings/site-settings';

interface PoliciesEditorProps {
  label: string;
  policies: RegistrationPolicy[];
  error?: string;
  onChange: (policies: RegistrationPolicy[]) => void;
}

function newPolicyId(policies: RegistrationPolicy[]): string {
  let n = policies.length + 1;
  while (policies.some((policy) => policy.id === `policy-${n}`)) n++;
  return `policy-${n}`;
}

/** Policies a visitor must accept to register: a label and an optional link each. */
export function PoliciesEditor({ label, policies, error, onChange }: PoliciesEditorProps) {
  const { trans } = useTrans();
  const update = (index: number, patch: Partial<RegistrationPolicy>) =>
    onChange(policies.map((policy, i) => (i === index ? { ...policy, ...patch } : policy)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {policies.map((policy, index) => (
        <Box
          key={policy.id}
          sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <TextField
            label={trans('Policy label')}
            value={policy.label}
            fullWidth
            onChange={(event) => update(index, { label: event.target.value })}
          />
          <TextField
            label={trans('Policy link')}
            value={policy.action ?? ''}
            fullWidth
            onChange={(event) => update(index, { action: event.target.value || null })}
          />
          <IconButton
            aria-label={trans('Remove policy')}
            onClick={() => onChange(policies.filter((_, i) => i !== index))}
            sx={{ alignSelf: 'center' }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...policies, { id: newPolicyId(policies), label: '' }])}
        >
          {trans('Add policy')}
        </Button>
      </Box>
    </Box>
  );
}

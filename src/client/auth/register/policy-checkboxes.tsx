import type { InputHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { RegistrationPolicy } from '@common/settings/site-settings';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { Trans } from '@client/i18n/trans';
import type { ErrorFieldProps } from '../form/use-form-errors';

interface PolicyCheckboxesProps {
  policies: RegistrationPolicy[];
  accepted: Record<string, boolean>;
  onChange: (policyId: string, accepted: boolean) => void;
  fieldProps: (policyId: string) => ErrorFieldProps;
}

/**
 * Spec 5: one required checkbox per registration policy, named by the policy id; the label links
 * to the policy's page (in a new tab, so the half-filled form stays) when it has one.
 */
export function PolicyCheckboxes({
  policies,
  accepted,
  onChange,
  fieldProps,
}: PolicyCheckboxesProps) {
  const { base_path } = useBootstrapData();
  if (policies.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1 }}>
      {policies.map((policy) => {
        const { id, name, error, helperText } = fieldProps(policy.id);
        const label = <Trans message={policy.label} />;
        return (
          <FormControl key={policy.id} error={error}>
            <FormControlLabel
              control={
                <Checkbox
                  id={id}
                  name={name}
                  checked={accepted[policy.id] ?? false}
                  onChange={(event) => onChange(policy.id, event.target.checked)}
                  required
                  slotProps={{
                    input: {
                      'aria-invalid': error || undefined,
                      'aria-describedby': helperText ? `${id}-helper` : undefined,
                    } as InputHTMLAttributes<HTMLInputElement>,
                  }}
                />
              }
              label={
                policy.action ? (
                  <Link
                    href={siteUrl(policy.action, base_path)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {label}
                  </Link>
                ) : (
                  label
                )
              }
            />
            {helperText ? <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText> : null}
          </FormControl>
        );
      })}
    </Box>
  );
}

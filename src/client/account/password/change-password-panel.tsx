import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PASSWORD_MAX_LENGTH } from '@common/auth/password-rules';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { AccountPanel } from '../account-panel';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

const LABELS: Record<Field, string> = {
  current_password: 'Current password',
  password: 'New password',
  password_confirmation: 'Confirm password',
};

/** Spec 2.5 'Password': PUT auth/user/password with all three fields required (spec 5). */
export function ChangePasswordPanel() {
  const { trans } = useTrans();
  const [values, setValues] = useState(EMPTY);
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);

  const change = useMutation({
    mutationFn: () => apiClient.put('auth/user/password', values),
    onSuccess: () => {
      setValues(EMPTY);
      toast('Password changed');
    },
    onError: (error) => setFromError(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    change.mutate();
  };

  return (
    <AccountPanel
      id="password"
      title="Update password"
      description="Ensure your account is using a long, random password to stay secure."
    >
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...fieldProps(field)}
            type="password"
            label={trans(LABELS[field])}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              clear(field);
            }}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
            required
            fullWidth
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            <Trans message="Update password" />
          </Button>
        </Box>
      </Box>
    </AccountPanel>
  );
}

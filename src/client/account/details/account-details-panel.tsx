import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { AccountPanel } from '../account-panel';
import { applyAccountUser, type AccountUser } from '../account-user';
import { updateAccountDetails } from './account-details-api';
import { AvatarField } from './avatar-field';

const FIELDS = ['first_name', 'last_name', 'name'] as const;

interface AccountDetailsPanelProps {
  user: AccountUser;
}

/** Spec 2.5 'Account details': names and the profile image; Save sends PUT users/{id}. */
export function AccountDetailsPanel({ user }: AccountDetailsPanelProps) {
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    name: user.name,
  });
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);

  const save = useMutation({
    mutationFn: () => updateAccountDetails(user.id, values),
    onSuccess: (updated) => {
      applyAccountUser(queryClient, updated);
      toast('Updated account details');
    },
    onError: (error) => setFromError(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    save.mutate();
  };

  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    autoComplete: string,
    required = false,
  ) => (
    <TextField
      required={required}
      {...fieldProps(name)}
      label={trans(label)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        clear(name);
      }}
      fullWidth
    />
  );

  return (
    <AccountPanel
      id="account-details"
      title="Update name and profile image"
      description="Your name and picture are shown on your profile, reviews, comments and lists."
    >
      <AvatarField user={user} />
      <Box component="form" onSubmit={submit}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            mb: 2,
          }}
        >
          {field('first_name', 'First name', 'given-name')}
          {field('last_name', 'Last name', 'family-name')}
        </Box>
        {field('name', 'Name', 'nickname', true)}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 3 }}>
          <Trans message="Save" />
        </Button>
      </Box>
    </AccountPanel>
  );
}

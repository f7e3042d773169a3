import { useState } from 'react';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PASSWORD_MIN_LENGTH } from '@common/auth/password-rules';
import { useTrans } from '@client/i18n/trans';
import { userAdminApi } from './user-admin-api';
import { UserActionButton } from './user-action-button';
import type { AdminUserRecord } from './user-record';

/** Ban/unban, reset two-factor, set a password and end sessions; each after a confirmation. */
export function UserSecurityTab() {
  const { trans } = useTrans();
  const record = useRecordContext<AdminUserRecord>();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  if (!record) return null;
  return (
    <Stack spacing={4} sx={{ width: '100%', maxWidth: 560, py: 1 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {trans('Ban')}
        </Typography>
        {record.banned_at ? (
          <>
            <Alert severity="warning">
              {record.ban_reason
                ? trans('Banned: :reason', { reason: record.ban_reason })
                : trans('This user is banned.')}
            </Alert>
            <UserActionButton
              label={trans('Unban')}
              confirmTitle={trans('Unban :name?', { name: record.name })}
              confirmContent={trans('The user can sign in and use the site again.')}
              done={trans('User unbanned')}
              action={() => userAdminApi.unban(record.id)}
            />
          </>
        ) : (
          <>
            <TextField
              label={trans('Reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <UserActionButton
              label={trans('Ban user')}
              color="error"
              confirmTitle={trans('Ban :name?', { name: record.name })}
              confirmContent={trans(
                'The user is signed out everywhere and sees the suspended screen.',
              )}
              done={trans('User banned')}
              action={() => userAdminApi.ban(record.id, reason)}
            />
          </>
        )}
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {trans('Two-factor authentication')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.two_factor_confirmed_at ? trans('Enabled') : trans('Not enabled')}
        </Typography>
        <UserActionButton
          label={trans('Reset two-factor')}
          color="error"
          disabled={!record.two_factor_confirmed_at}
          confirmTitle={trans('Reset two-factor authentication?')}
          confirmContent={trans(
            'The user signs in with the password alone until they enable it again.',
          )}
          done={trans('Two-factor authentication reset')}
          action={() => userAdminApi.resetTwoFactor(record.id)}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {trans('Password')}
        </Typography>
        <TextField
          type="password"
          label={trans('New password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText={trans('At least :count characters.', { count: PASSWORD_MIN_LENGTH })}
        />
        <UserActionButton
          label={trans('Set password')}
          disabled={password.length < PASSWORD_MIN_LENGTH}
          confirmTitle={trans('Set a new password?')}
          confirmContent={trans('The user’s current password stops working.')}
          done={trans('Password updated')}
          action={async () => {
            await userAdminApi.setPassword(record.id, password);
            setPassword('');
          }}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {trans('Sessions')}
        </Typography>
        <UserActionButton
          label={trans('End all sessions')}
          color="error"
          confirmTitle={trans('End all sessions?')}
          confirmContent={trans('The user is signed out on every device.')}
          done={trans('Sessions ended')}
          action={() => userAdminApi.endSessions(record.id)}
        />
      </Stack>
    </Stack>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PasswordPromptDialog } from '@client/auth/password-confirmation/password-prompt-dialog';
import { confirmPasswordNow } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans } from '@client/i18n/trans';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { toast } from '@client/ui/toast/toast-store';
import { AccountPanel } from '../account-panel';
import { SessionRow } from './session-row';
import {
  fetchUserSessions,
  logoutOtherSessions,
  USER_SESSIONS_QUERY_KEY,
} from './user-sessions-api';

/** Spec 2.5 'Active sessions': every signed-in device, and logging the others out. */
export function ActiveSessionsPanel() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: USER_SESSIONS_QUERY_KEY, queryFn: fetchUserSessions });

  const logoutOthers = async () => {
    const done = await openDialog<boolean>(
      <PasswordPromptDialog
        title="Log out other sessions"
        description="Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices."
        submitLabel="Log out other sessions"
        onSubmit={async (password) => {
          // The server wants a recent confirmation and the password: one entry gives both.
          await confirmPasswordNow(password);
          await logoutOtherSessions(password);
        }}
      />,
    );
    if (!done) return;
    toast('Logged out other sessions.');
    await queryClient.invalidateQueries({ queryKey: USER_SESSIONS_QUERY_KEY });
  };

  return (
    <AccountPanel
      id="sessions"
      title="Active sessions"
      description="If necessary, you may log out of all of your other browser sessions across all of your devices. Some of your recent sessions are listed below; however, this list may not be exhaustive. If you feel your account has been compromised, you should also update your password."
    >
      {sessions.isPending ? (
        <Box aria-busy="true">
          {[0, 1].map((index) => (
            <Box key={index} sx={{ display: 'flex', gap: 2, py: 1.5, alignItems: 'center' }}>
              <Skeleton variant="rounded" width={35} height={35} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="60%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : sessions.isError ? (
        <Alert severity="error">
          <Trans message="There was an issue. Please try again." />
        </Alert>
      ) : sessions.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans message="No active sessions." />
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Box>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void logoutOthers()}>
        <Trans message="Log out other sessions" />
      </Button>
    </AccountPanel>
  );
}

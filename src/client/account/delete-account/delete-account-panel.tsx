import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { usePasswordConfirmation } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans } from '@client/i18n/trans';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { toast } from '@client/ui/toast/toast-store';
import { AccountPanel } from '../account-panel';
import { ConfirmActionDialog } from '../common/confirm-action-dialog';
import { deleteOwnAccount } from './delete-account-api';
import { showErrorToast } from '@client/ui/toast/error-toast';

/**
 * Spec 2.5 danger zone: confirm, confirm the password (spec 6), DELETE users/{id}, then apply the
 * guest bootstrap data and go to /login.
 */
export function DeleteAccountPanel({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { withConfirmedPassword } = usePasswordConfirmation();

  const remove = useMutation({
    mutationFn: async () => {
      const confirmed = await openDialog<boolean>(
        <ConfirmActionDialog
          title="Delete account"
          body="Are you sure you want to delete your account? All of your data will be permanently removed. This cannot be undone."
          confirmLabel="Delete"
          danger
        />,
      );
      if (!confirmed) return undefined;
      return withConfirmedPassword(() => deleteOwnAccount(userId));
    },
    onSuccess: async (answer) => {
      if (!answer) return;
      toast('Account deleted');
      // The guest bootstrap data first, so /login does not send a signed-in user away.
      setBootstrapData(answer.bootstrapData);
      await navigate('/login', { replace: true });
      // Only once this page is gone, so its queries do not refetch as a guest.
      queryClient.clear();
    },
    onError: (error) => showErrorToast(error),
  });

  return (
    <AccountPanel id="delete-account" title="Danger zone" danger>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans message="Once you delete your account, all of its data, lists, reviews and comments are permanently removed. Before deleting your account, download any data you wish to keep." />
      </Typography>
      <Button
        variant="contained"
        color="error"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <Trans message="Delete account" />
      </Button>
    </AccountPanel>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { withConfirmedPassword } from '@client/auth/password-confirmation/use-password-confirmation';
import { Trans, useTrans } from '@client/i18n/trans';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { toast } from '@client/ui/toast/toast-store';
import { ConfirmActionDialog } from '../common/confirm-action-dialog';
import { useRelativeTime } from '../sessions/use-relative-time';
import { ACCESS_TOKENS_QUERY_KEY, deleteAccessToken, type AccessToken } from './access-tokens-api';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** A token's name, when it was last used ('Never' when not yet, spec 3) and a delete button. */
export function AccessTokenRow({ token }: { token: AccessToken }) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: async () => {
      const confirmed = await openDialog<boolean>(
        <ConfirmActionDialog
          title="Delete token"
          body="Are you sure you want to delete this token? Applications using it will no longer be able to access the API."
          confirmLabel="Delete"
          danger
        />,
      );
      if (!confirmed) return false;
      const deleted = await withConfirmedPassword(
        () => deleteAccessToken(token.id).then(() => true),
        { onlyWhenRequired: true },
      );
      return deleted === true;
    },
    onSuccess: async (deleted) => {
      if (!deleted) return;
      toast('Token deleted');
      await queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_QUERY_KEY });
    },
    onError: (error) => showErrorToast(error),
  });

  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
      <KeyIcon color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {token.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans message="Last used" />
          {': '}
          {token.last_used_at ? relativeTime(token.last_used_at) : <Trans message="Never" />}
        </Typography>
      </Box>
      <IconButton
        aria-label={trans('Delete token :name', { name: token.name })}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

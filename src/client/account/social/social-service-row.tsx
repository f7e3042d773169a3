import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SocialService } from '@common/settings/site-settings';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { openSocialPopup } from '@client/auth/social/open-social-popup';
import { Trans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { ACCOUNT_USER_QUERY_KEY, applyAccountUser, type AccountUser } from '../account-user';
import { disconnectSocialService } from './social-connection-api';
import { SOCIAL_SERVICE_LABELS } from './social-service-labels';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** Spec 8: a social auth error without a message. */
export const SOCIAL_ERROR_FALLBACK = 'An error occurred. Please try again later';

interface SocialServiceRowProps {
  service: SocialService;
  user: AccountUser;
}

/**
 * Spec 4 Social account: connected shows the username and a red 'Disable'; otherwise the label
 * 'Disabled' and an 'Enable' button that opens the provider's connect popup.
 */
export function SocialServiceRow({ service, user }: SocialServiceRowProps) {
  const queryClient = useQueryClient();
  const label = SOCIAL_SERVICE_LABELS[service];
  const profile = user.social_profiles.find((item) => item.service_name === service);

  const disconnect = useMutation({
    mutationFn: () => disconnectSocialService(service),
    onSuccess: (updated) => {
      applyAccountUser(queryClient, updated);
      toast('Disabled :service account', { values: { service: label } });
    },
    onError: (error) => showErrorToast(error),
  });

  const connect = useMutation({
    mutationFn: () => openSocialPopup(service, 'connect'),
    onSuccess: async (result) => {
      if (!result) return; // the popup was closed
      if (result.status === 'ERROR') {
        toast.danger(result.callbackData.errorMessage || SOCIAL_ERROR_FALLBACK);
        return;
      }
      if (result.status !== 'SUCCESS' && result.status !== 'ALREADY_LOGGED_IN') return;
      if (result.callbackData.bootstrapData) setBootstrapData(result.callbackData.bootstrapData);
      toast('Enabled :service account', { values: { service: label } });
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_USER_QUERY_KEY });
    },
  });

  const labelId = `social-${service}-label`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography id={labelId} component="h3" variant="subtitle2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {profile ? profile.username || label : <Trans message="Disabled" />}
        </Typography>
      </Box>
      {profile ? (
        <Button
          variant="outlined"
          color="error"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate()}
        >
          <Trans message="Disable" />
        </Button>
      ) : (
        <Button variant="outlined" disabled={connect.isPending} onClick={() => connect.mutate()}>
          <Trans message="Enable" />
        </Button>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SocialService } from '@common/settings/site-settings';
import { useSettings } from '@client/app/bootstrap-store';
import { Trans, useTrans } from '@client/i18n/trans';
import { enabledSocialServices, SOCIAL_SERVICE_INFO } from './social-services';
import { useSocialLogin } from './use-social-login';

interface SocialLoginButtonsProps {
  /** Disables the buttons, e.g. while the page's own form is submitting. */
  disabled?: boolean;
}

/**
 * Spec 2.4: one 'Continue with …' button per enabled provider, icon-only when
 * settings.social.compact_buttons is on; nothing when no provider is enabled.
 */
export function SocialLoginButtons({ disabled = false }: SocialLoginButtonsProps) {
  const { social } = useSettings();
  const { trans } = useTrans();
  const { loginWith, isPending } = useSocialLogin();
  const services = enabledSocialServices(social);
  if (services.length === 0) return null;

  const label = (service: SocialService) =>
    trans('Continue with :service', { service: SOCIAL_SERVICE_INFO[service].name });
  const buttonDisabled = disabled || isPending;

  return (
    <Box component="section" aria-label={trans('Social login')} sx={{ mt: 4 }}>
      <Divider sx={{ mb: 3, typography: 'body2', color: 'text.secondary' }}>
        <Trans message="or" />
      </Divider>
      {social.compact_buttons ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          {services.map((service) => (
            <Tooltip key={service} title={label(service)} describeChild>
              <span>
                <IconButton
                  aria-label={label(service)}
                  disabled={buttonDisabled}
                  onClick={() => void loginWith(service)}
                  sx={{ border: 1, borderColor: 'divider' }}
                >
                  {SOCIAL_SERVICE_INFO[service].icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {services.map((service) => (
            <Button
              key={service}
              variant="outlined"
              color="inherit"
              size="large"
              fullWidth
              startIcon={SOCIAL_SERVICE_INFO[service].icon}
              disabled={buttonDisabled}
              onClick={() => void loginWith(service)}
            >
              {label(service)}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

import type { SocialService } from '@common/settings/site-settings';

/** Provider names are brand names, shown as they are. */
export const SOCIAL_SERVICE_LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

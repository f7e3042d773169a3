import type { ReactElement } from 'react';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import TwitterIcon from '@mui/icons-material/Twitter';
import {
  SOCIAL_SERVICES,
  type PublicSettings,
  type SocialService,
} from '@common/settings/site-settings';

interface SocialServiceInfo {
  /** The provider's name as it appears in labels; brand names are not translated. */
  name: string;
  icon: ReactElement;
}

export const SOCIAL_SERVICE_INFO: Record<SocialService, SocialServiceInfo> = {
  google: { name: 'Google', icon: <GoogleIcon /> },
  facebook: { name: 'Facebook', icon: <FacebookIcon /> },
  twitter: { name: 'Twitter', icon: <TwitterIcon /> },
  envato: { name: 'Envato', icon: <EnergySavingsLeafIcon /> },
};

/** The providers the site has switched on (settings.social.{service}.enable), in a fixed order. */
export function enabledSocialServices(social: PublicSettings['social']): SocialService[] {
  return SOCIAL_SERVICES.filter((service) => social[service]?.enable);
}

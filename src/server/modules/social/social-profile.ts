import type { SocialService } from '@common/settings/site-settings';

/** What a provider tells us about the person, normalised across providers. */
export interface SocialProfileData {
  service: SocialService;
  /** The provider's stable id for the account (Envato: the username). */
  id: string;
  /** Only an address the provider has confirmed; null otherwise. */
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Shown on the account settings' social login panel. */
  username: string | null;
  /** Absolute URL of the provider's profile picture. */
  avatar: string | null;
}

/** Provider names as people know them (brand names stay untranslated). */
export const SOCIAL_SERVICE_NAMES: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

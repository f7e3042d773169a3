import { SOCIAL_SERVICES, type PublicSettings } from '@common/settings/site-settings';

export const API_ACCESS_PERMISSION = 'api.access';

export type AccountSectionId =
  | 'account-details'
  | 'social-login'
  | 'password'
  | 'two-factor'
  | 'sessions'
  | 'location-and-language'
  | 'developers'
  | 'delete-account';

export interface AccountSection {
  /** The anchor id of the section (spec 2.5). */
  id: AccountSectionId;
  /** Side-menu label (English, translated at render). */
  label: string;
}

/** Spec 2.5, in side-menu order. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { id: 'account-details', label: 'Account details' },
  { id: 'social-login', label: 'Social login' },
  { id: 'password', label: 'Password' },
  { id: 'two-factor', label: 'Two factor authentication' },
  { id: 'sessions', label: 'Active sessions' },
  { id: 'location-and-language', label: 'Location and language' },
  { id: 'developers', label: 'Developers' },
  { id: 'delete-account', label: 'Delete account' },
];

export function enabledSocialServices(settings: PublicSettings) {
  return SOCIAL_SERVICES.filter((service) => settings.social[service]?.enable);
}

/**
 * Spec 2.5: 'Social login' needs at least one enabled provider; 'Developers' needs the API
 * integration and the api.access permission.
 */
export function visibleAccountSections(
  settings: PublicSettings,
  hasPermission: (name: string) => boolean,
): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => {
    if (section.id === 'social-login') return enabledSocialServices(settings).length > 0;
    if (section.id === 'developers') {
      return settings.api.integrated && hasPermission(API_ACCESS_PERMISSION);
    }
    return true;
  });
}

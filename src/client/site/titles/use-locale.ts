import { useBootstrapData } from '@client/app/bootstrap-store';

/** The active language code, for Intl formatting of dates, numbers and money. */
export function useLocale(): string {
  return useBootstrapData().i18n.language || 'en';
}

import { getBootstrapData } from '../app/bootstrap-store';
import { apiClient } from '../http/api-client';
import { writeCookie } from '../http/cookies';

/** The cookie a guest's language choice is kept in; the server reads it when rendering. */
export const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_DAYS = 365;

/**
 * Stores the chosen language where the server will find it on the next page load: the
 * account (POST users/me/locale) for a signed-in user, a one-year cookie for a guest.
 */
export async function saveLocale(language: string): Promise<void> {
  const { user, base_path } = getBootstrapData();
  if (user) await apiClient.post('users/me/locale', { locale: language });
  else writeCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS, base_path);
}

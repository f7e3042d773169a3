import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { I18nBootstrap } from '@common/i18n/translations';
import { mergeBootstrapData, setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';

interface LocaleAnswer {
  bootstrapData?: BootstrapData;
  i18n?: I18nBootstrap;
}

/**
 * Spec 7.2 POST users/me/locale. The answer is not specified: new bootstrap data or translation
 * lines in it are applied at once; otherwise the page reloads so the server embeds the lines of
 * the new language.
 */
export async function changeLocale(locale: string): Promise<void> {
  const answer = await apiClient.post<LocaleAnswer | null>('users/me/locale', { locale });
  if (answer?.bootstrapData) setBootstrapData(answer.bootstrapData);
  else if (answer?.i18n?.lines) mergeBootstrapData({ i18n: answer.i18n });
  else window.location.reload();
}

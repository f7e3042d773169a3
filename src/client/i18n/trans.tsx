import { useCallback } from 'react';
import { translate, type TranslationValues } from '@common/i18n/translations';
import { getBootstrapData, useBootstrapData } from '../app/bootstrap-store';

/** Translates outside React (toasts fired from event handlers, document titles). */
export function trans(message: string, values?: TranslationValues): string {
  return translate(getBootstrapData().i18n, message, values);
}

export function useTrans(): { trans: (message: string, values?: TranslationValues) => string } {
  const { language, lines } = useBootstrapData().i18n;
  return {
    trans: useCallback(
      (message: string, values?: TranslationValues) =>
        translate({ language, lines }, message, values),
      [language, lines],
    ),
  };
}

interface TransProps {
  message: string;
  values?: TranslationValues;
}

/**
 * Every user-visible string goes through here, keyed by its English text. A count is a plural
 * message: <Trans message=":count title |||| :count titles" values={{ count }} />.
 */
export function Trans({ message, values }: TransProps) {
  const { trans: t } = useTrans();
  return <>{t(message, values)}</>;
}

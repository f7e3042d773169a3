import { useCallback } from 'react';
import { translate, type TranslationValues } from '@common/i18n/translations';
import { getBootstrapData, useBootstrapData } from '../app/bootstrap-store';

/** Translates outside React (toasts fired from event handlers, document titles). */
export function trans(message: string, values?: TranslationValues): string {
  return translate(getBootstrapData().i18n.lines, message, values);
}

export function useTrans(): { trans: (message: string, values?: TranslationValues) => string } {
  const lines = useBootstrapData().i18n.lines;
  return {
    trans: useCallback(
      (message: string, values?: TranslationValues) => translate(lines, message, values),
      [lines],
    ),
  };
}

interface TransProps {
  message: string;
  values?: TranslationValues;
}

/** Every user-visible string goes through here, keyed by its English text. */
export function Trans({ message, values }: TransProps) {
  const { trans: t } = useTrans();
  return <>{t(message, values)}</>;
}

import { useCallback } from 'react';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { formatRelativeTime } from './format-relative-time';

/** formatRelativeTime bound to the active language. */
export function useRelativeTime(): (date: string) => string {
  const { trans } = useTrans();
  const locale = useBootstrapData().i18n.language;
  return useCallback(
    (date: string) => {
      try {
        return formatRelativeTime(date, { locale, trans });
      } catch {
        // an unknown language code: English formatting is better than none
        return formatRelativeTime(date, { locale: 'en', trans });
      }
    },
    [locale, trans],
  );
}

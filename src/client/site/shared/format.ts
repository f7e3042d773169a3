import { useCallback } from 'react';
import { useBootstrapData } from '@client/app/bootstrap-store';
import {
  dateTimeFormat,
  displayNames,
  LANGUAGE_NAMES,
  LONG_DAY,
  SHORT_DAY,
} from '@client/i18n/intl-formatters';

function formatDateIn(language: string, iso: string | null | undefined, long = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(language, long ? LONG_DAY : SHORT_DAY).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** Formats ISO dates in the visitor's language: 'Mar 4, 2026' (or 'March 4, 2026' when long). */
export function useFormatDate() {
  const language = useBootstrapData().i18n.language;
  return useCallback(
    (iso: string | null | undefined, long = false) => formatDateIn(language, iso, long),
    [language],
  );
}

/** A language code's name in the visitor's language ('fr' → 'French'); the code when unknown. */
export function useLanguageName() {
  const language = useBootstrapData().i18n.language;
  return useCallback(
    (code: string) => {
      try {
        return displayNames(language, LANGUAGE_NAMES).of(code) ?? code;
      } catch {
        return code;
      }
    },
    [language],
  );
}

/** Cuts text at a word boundary near `max` characters, adding an ellipsis. */
export function excerpt(text: string | null | undefined, max = 220): string {
  if (!text) return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * For page parts below the fold: the browser skips their layout and paint until they come near
 * the viewport (remembering their size once rendered), which keeps the first paint short.
 */
export const belowTheFoldSx = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
} as const;

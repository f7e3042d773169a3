export interface I18nBootstrap {
  /** Active language code, e.g. 'en'. */
  language: string;
  name: string;
  /** Translation lines keyed by the English message. Missing lines fall back to the message. */
  lines: Record<string, string>;
}

export type TranslationValues = Record<string, string | number>;

/** Replaces :placeholders in a message, longest names first so ':name' never eats ':name_full'. */
export function interpolate(message: string, values?: TranslationValues): string {
  if (!values) return message;
  return Object.keys(values)
    .sort((a, b) => b.length - a.length)
    .reduce((text, key) => text.split(`:${key}`).join(String(values[key])), message);
}

export function translate(
  lines: Record<string, string>,
  message: string,
  values?: TranslationValues,
): string {
  return interpolate(lines[message] ?? message, values);
}

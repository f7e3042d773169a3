/** One row of the admin's translate page: an English message and its translation. */
export interface TranslationLine {
  key: string;
  /** null when the language has no translation for the message yet. */
  value: string | null;
}

/** The language record the admin manages (GET localizations). */
export interface Localization {
  id: number;
  name: string;
  language: string;
  created_at: string;
  updated_at: string;
}

import { z } from 'zod';

/**
 * A language the admin manages (GET localizations). `lines_count` is there when asked for with
 * loadCount=lines, `lines` ({English message: translation}) with with=lines or load=lines.
 */
export const localizationRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  lines_count: z.number().int().optional(),
  lines: z.record(z.string(), z.string()).optional(),
});

export type LocalizationRecord = z.infer<typeof localizationRecord>;

/** One row of the admin's translate page: an English message and its translation or null. */
export const translationLine = z.object({
  key: z.string(),
  value: z.string().nullable(),
});

export type TranslationLine = z.infer<typeof translationLine>;

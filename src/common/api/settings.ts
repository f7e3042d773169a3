import { z } from 'zod';

/**
 * GET and PUT settings (admin): every setting nested by group, secrets blanked, and per secret's
 * dotted name whether a value is stored. Setting values are free-form JSON (each setting has its
 * own type, checked on input), hence z.unknown().
 */
export const adminSettingsResponse = z.object({
  settings: z.record(z.string(), z.unknown()),
  secrets_set: z.record(z.string(), z.boolean()),
});

export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

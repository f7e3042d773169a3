import { z } from 'zod';

const optionalText = (label: string) =>
  z
    .string({ message: `The ${label} must be text.` })
    .trim()
    .max(255, `The ${label} may not be longer than 255 characters.`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** PUT users/{id}: account details; only the fields sent change. */
export const accountDetailsSchema = z.strictObject({
  name: z
    .string({ message: 'The name must be text.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be longer than 255 characters.')
    .optional(),
  first_name: optionalText('first name'),
  last_name: optionalText('last name'),
  language: optionalText('language'),
  country: optionalText('country').transform((value) => value?.toUpperCase() ?? value),
  timezone: optionalText('timezone'),
});

/** POST users/me/locale. */
export const localeSchema = z.strictObject({
  locale: z
    .string({ message: 'The locale field is required.' })
    .trim()
    .min(1, 'The locale field is required.')
    .max(10, 'The locale may not be longer than 10 characters.'),
});

const flag = z
  .enum(['1', '0', 'true', 'false'], { message: 'deleteCurrentUser must be 1 or 0.' })
  .transform((value) => value === '1' || value === 'true');

/** DELETE users/{id}?deleteCurrentUser=1. */
export const deleteUserQuerySchema = z.strictObject({ deleteCurrentUser: flag.optional() });

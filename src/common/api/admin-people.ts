import { z } from 'zod';

export const PERSON_GENDERS = ['female', 'male', 'non-binary'] as const;
export type PersonGender = (typeof PERSON_GENDERS)[number];

/** Departments a person is known for (the seeded values; a crew department or acting). */
export const KNOWN_FOR_DEPARTMENTS = [
  'acting',
  'creator',
  'directing',
  'writing',
  'production',
  'camera',
  'editing',
  'sound',
  'art',
  'costume',
  'visual-effects',
  'crew',
] as const;

/** A row of the admin people list. */
export const adminPersonRow = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  known_for: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  death_date: z.string().nullable(),
  popularity: z.number(),
  imdb_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A person as the admin edits it: every editable field. */
export const adminPersonRecord = adminPersonRow.extend({
  biography: z.string().nullable(),
  birth_place: z.string().nullable(),
  death_place: z.string().nullable(),
});

export type AdminPersonRow = z.infer<typeof adminPersonRow>;
export type AdminPersonRecord = z.infer<typeof adminPersonRecord>;

import { z } from 'zod';

/** Crew departments (the seeded values); cast credits have the department 'cast'. */
export const CREW_DEPARTMENTS = [
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
export type CrewDepartment = (typeof CREW_DEPARTMENTS)[number];
export const CREDIT_DEPARTMENTS = ['cast', ...CREW_DEPARTMENTS] as const;
export type CreditDepartment = (typeof CREDIT_DEPARTMENTS)[number];
export type CreditKind = 'cast' | 'crew';

/** A credit as the admin lists and edits it, with its person and title. */
export const adminCreditRecord = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  title_id: z.number().int(),
  creditable_type: z.enum(['title', 'season', 'episode']),
  /** The season's number for season and episode credits. */
  season: z.number().int().nullable(),
  /** The episode's number for episode credits. */
  episode: z.number().int().nullable(),
  department: z.string(),
  job: z.string(),
  character: z.string().nullable(),
  order: z.number().int(),
  person: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  title: z.object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int().nullable(),
    type: z.enum(['movie', 'series']),
  }),
});

export type AdminCreditRecord = z.infer<typeof adminCreditRecord>;

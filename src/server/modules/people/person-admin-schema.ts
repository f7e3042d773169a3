import { z } from 'zod';
import { imageUrlInput } from '@common/api/admin-images';
import { KNOWN_FOR_DEPARTMENTS, PERSON_GENDERS } from '@common/api/admin-people';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';

export const PERSON_ADMIN_ORDERS = [
  'name',
  'popularity',
  'birth_date',
  'created_at',
  'updated_at',
] as const;

/** GET admin/people: search, filters, order and page. */
export const personAdminListQuery = paginationQuery.extend({
  orderBy: z
    .enum(PERSON_ADMIN_ORDERS, {
      error: 'The order must be name, popularity, birth_date, created_at or updated_at.',
    })
    .default('updated_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  known_for: z
    .enum(KNOWN_FOR_DEPARTMENTS, { error: 'The known for value is not a department.' })
    .optional(),
  gender: z
    .enum(PERSON_GENDERS, { error: 'The gender must be female, male or non-binary.' })
    .optional(),
  ids: idList,
});
export type PersonAdminListQuery = z.infer<typeof personAdminListQuery>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const date = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, `The ${label} must be a date (YYYY-MM-DD).`)
    .refine(
      (value) => !value || !Number.isNaN(Date.parse(value)),
      `The ${label} is not a valid date.`,
    )
    .nullish()
    .transform((value) => (value ? value : null));

const personFields = {
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be greater than 255 characters.'),
  known_for: z
    .enum(KNOWN_FOR_DEPARTMENTS, { error: 'The known for value is not a department.' })
    .nullish()
    .transform((value) => value ?? null),
  gender: z
    .enum(PERSON_GENDERS, { error: 'The gender must be female, male or non-binary.' })
    .nullish()
    .transform((value) => value ?? null),
  birth_date: date('birth date'),
  death_date: date('death date'),
  birth_place: optionalText('birth place', 255),
  death_place: optionalText('death place', 255),
  biography: optionalText('biography', 20_000),
  imdb_id: z
    .string()
    .trim()
    .regex(/^(nm\d{5,10})?$/, 'The IMDb id must look like nm0000123.')
    .nullish()
    .transform((value) => (value ? value : null)),
  image: imageUrlInput.nullish().transform((value) => value ?? null),
  popularity: z.coerce
    .number({ error: 'The popularity must be a number.' })
    .min(0, 'The popularity must be at least 0.')
    .max(1_000_000, 'The popularity may not be greater than 1000000.')
    .optional(),
};

const lifespan = <T extends { birth_date?: string | null; death_date?: string | null }>(
  person: T,
) => !person.birth_date || !person.death_date || person.death_date >= person.birth_date;
const lifespanIssue = {
  message: 'The death date must be after the birth date.',
  path: ['death_date'],
};

/** POST admin/people: a name alone is enough (the cast tab creates people in place). */
export const personCreateInput = z.strictObject(personFields).refine(lifespan, lifespanIssue);
/** PUT admin/people/:id: only the fields sent change. */
export const personUpdateInput = z
  .strictObject(personFields)
  .partial()
  .refine(lifespan, lifespanIssue);

export type PersonCreateInput = z.infer<typeof personCreateInput>;
export type PersonUpdateInput = z.infer<typeof personUpdateInput>;

export const personIdsParam = z.object({ ids: requiredIdList });

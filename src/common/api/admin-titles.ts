import { isCalendarDate, isImageAddress } from '@common/catalogue/catalogue-field-rules';
import { z } from 'zod';

/**
 * The admin titles API (issue 14): list rows, the editable record and the rules a title's
 * fields follow. The server validates with `titleAdminInput`; the admin form checks the same
 * rules field by field before sending.
 */

export const TITLE_TYPES = ['movie', 'series'] as const;

/** Release statuses, as the seeded catalogue (and TMDb) name them. */
export const TITLE_STATUSES = [
  'Rumored',
  'Planned',
  'In Production',
  'Post Production',
  'Released',
  'Returning Series',
  'Ended',
  'Canceled',
  'Pilot',
] as const;

export const TITLE_ORDER_COLUMNS = [
  'name',
  'year',
  'release_date',
  'rating',
  'popularity',
  'status',
  'created_at',
  'updated_at',
] as const;

/** Field limits (documented in the OpenAPI description of the write routes). */
export const TITLE_LIMITS = {
  name: 255,
  tagline: 255,
  plot: 10_000,
  certification: 20,
  image: 255,
  yearMin: 1870,
  yearMax: 2100,
  runtimeMax: 10_000,
  /** Budgets and revenues in whole currency units (bigint columns). */
  moneyMax: 1_000_000_000_000,
  tmdbIdMax: 2_147_483_647,
} as const;

/** Empty strings (a cleared form input) are stored as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may not be greater than ${max} characters.`)
      .nullable(),
  );

const optionalInteger = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `The ${label} must be a number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be at least ${min}.`)
      .max(max, `The ${label} may not be greater than ${max}.`)
      .nullable(),
  );

const optionalCode = (label: string, pattern: RegExp, message: string, upper: boolean) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .transform((value) => (upper ? value.toUpperCase() : value.toLowerCase()))
      .pipe(z.string().regex(pattern, message))
      .nullable(),
  );

const image = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(
        TITLE_LIMITS.image,
        `The ${label} may not be greater than ${TITLE_LIMITS.image} characters.`,
      )
      .refine(
        isImageAddress,
        `The ${label} must be an uploaded image, an /art/ path or an http(s) URL.`,
      )
      .nullable(),
  );

/** Every field of a title an admin may write; `name` and `type` are required on create. */
export const titleAdminFields = {
  type: z.enum(TITLE_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? 'The type field is required.'
        : 'The type must be movie or series.',
  }),
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(TITLE_LIMITS.name, `The name may not be greater than ${TITLE_LIMITS.name} characters.`),
  original_name: optionalText('original name', TITLE_LIMITS.name),
  release_date: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The release date must be text.' })
      .trim()
      .refine(isCalendarDate, 'The release date must be a real date (YYYY-MM-DD).')
      .nullable(),
  ),
  year: optionalInteger('year', TITLE_LIMITS.yearMin, TITLE_LIMITS.yearMax),
  runtime: optionalInteger('runtime', 0, TITLE_LIMITS.runtimeMax),
  tagline: optionalText('tagline', TITLE_LIMITS.tagline),
  plot: optionalText('plot', TITLE_LIMITS.plot),
  certification: optionalText('certification', TITLE_LIMITS.certification),
  language: optionalCode(
    'language',
    /^[a-z]{2}$/,
    'The language must be a two-letter ISO 639-1 code (en, fr …).',
    false,
  ),
  country: optionalCode(
    'country',
    /^[A-Z]{2}$/,
    'The country must be a two-letter ISO 3166-1 code (US, FR …).',
    true,
  ),
  status: z.preprocess(
    blankToNull,
    z.enum(TITLE_STATUSES, { error: 'The selected status is invalid.' }).nullable(),
  ),
  budget: optionalInteger('budget', 0, TITLE_LIMITS.moneyMax),
  revenue: optionalInteger('revenue', 0, TITLE_LIMITS.moneyMax),
  poster: image('poster'),
  backdrop: image('backdrop'),
  imdb_id: optionalCode(
    'IMDb id',
    /^tt\d{7,10}$/,
    'The IMDb id must be "tt" followed by 7 to 10 digits.',
    false,
  ),
  tmdb_id: optionalInteger('TMDb id', 1, TITLE_LIMITS.tmdbIdMax),
};

export type TitleAdminField = keyof typeof titleAdminFields;

/** POST admin/titles: type and name required, every other field optional. */
export const titleAdminCreateInput = z
  .strictObject(titleAdminFields)
  .partial()
  .extend({ type: titleAdminFields.type, name: titleAdminFields.name });

/** PUT admin/titles/{id}: only the fields sent change. */
export const titleAdminUpdateInput = z.strictObject(titleAdminFields).partial();

export type TitleAdminCreateInput = z.infer<typeof titleAdminCreateInput>;
export type TitleAdminUpdateInput = z.infer<typeof titleAdminUpdateInput>;

/** A row of the admin titles list. */
export const adminTitleRow = z.object({
  id: z.number().int(),
  type: z.enum(TITLE_TYPES),
  name: z.string(),
  original_name: z.string().nullable(),
  year: z.number().int().nullable(),
  release_date: z.string().nullable(),
  poster: z.string().nullable(),
  rating: z.number().nullable(),
  vote_count: z.number().int(),
  popularity: z.number(),
  status: z.string().nullable(),
  language: z.string().nullable(),
  season_count: z.number().int(),
  episode_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET admin/titles/{id}: every editable column and the counts beside them. */
export const adminTitleRecord = adminTitleRow.extend({
  runtime: z.number().int().nullable(),
  tagline: z.string().nullable(),
  plot: z.string().nullable(),
  certification: z.string().nullable(),
  country: z.string().nullable(),
  budget: z.number().nullable(),
  revenue: z.number().nullable(),
  backdrop: z.string().nullable(),
  imdb_id: z.string().nullable(),
  tmdb_id: z.number().int().nullable(),
});

export type AdminTitleRow = z.infer<typeof adminTitleRow>;
export type AdminTitleRecord = z.infer<typeof adminTitleRecord>;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

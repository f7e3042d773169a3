import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { relationParamsFor } from '../../http/relation-params';
import { idList, requiredIdList } from '../../http/id-list';

export const LOCALIZATION_ORDER_COLUMNS = ['name', 'language', 'created_at', 'updated_at'] as const;

/** with=lines, load=lines: every line; loadCount=lines: how many there are. */
export const LOCALIZATION_RELATIONS = ['lines'] as const;
export type LocalizationRelation = (typeof LOCALIZATION_RELATIONS)[number];

const relations = relationParamsFor(LOCALIZATION_RELATIONS, LOCALIZATION_RELATIONS);

/** GET localizations/{id}. */
export const localizationQuery = z.object(relations);

/** GET localizations. */
export const localizationListSchema = paginationQuery.extend({
  ...relations,
  orderBy: z
    .enum(LOCALIZATION_ORDER_COLUMNS, { message: 'The selected order by is invalid.' })
    .default('name'),
  orderDir: z.enum(['asc', 'desc']).default('asc'),
  query: z.string().max(100, 'The query may not be longer than 100 characters.').optional(),
  ids: idList,
});

export type LocalizationListQuery = z.output<typeof localizationListSchema>;

const name = z
  .string({ message: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(100, 'The name may not be longer than 100 characters.');

/** Language codes as users.language stores them: 'fr', 'pt-BR', 'zh_Hant'. */
const language = z
  .string({ message: 'The language field is required.' })
  .trim()
  .min(1, 'The language field is required.')
  .max(10, 'The language may not be longer than 10 characters.')
  .regex(/^[a-z]{2,3}([-_][A-Za-z0-9]{2,4})?$/, 'The language must be a code such as fr or pt-BR.');

/** POST localizations and PUT localizations/{id}. */
export const localizationSchema = z.strictObject({ name, language });
export type LocalizationInput = z.output<typeof localizationSchema>;

/** GET localizations/{id}/lines. */
export const lineListSchema = z.object({
  page: paginationQuery.shape.page,
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(25),
  query: z.string().max(200, 'The query may not be longer than 200 characters.').optional(),
});

export type LineListQuery = z.output<typeof lineListSchema>;

/** PUT localizations/{id}/lines {lines: {key: value}}; an empty value removes the translation. */
export const saveLinesSchema = z.strictObject({
  lines: z
    .record(
      z
        .string()
        .min(1, 'Each line needs a key.')
        .max(2000, 'A key may not be longer than 2000 characters.'),
      z
        .string({ message: 'Each line value must be text.' })
        .max(5000, 'A line may not be longer than 5000 characters.'),
      { message: 'The lines field is required.' },
    )
    .refine(
      (lines) => Object.keys(lines).length <= 1000,
      'At most 1000 lines can be saved at once.',
    ),
});

export const idParam = z.object({
  id: z.coerce.number({ message: 'Not found.' }).int().positive(),
});

export const idsParam = z.object({ ids: requiredIdList });

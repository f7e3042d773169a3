import { z } from 'zod';
import { CREDIT_DEPARTMENTS } from '@common/api/admin-credits';
import { catalogueScope } from '@common/api/catalogue-scope';
import { requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { adminTargetFields, checkTarget } from './admin-target-schema';

const kind = z.enum(['cast', 'crew'], { error: 'The kind must be cast or crew.' });

/** GET admin/credits: a scope's credits (`kind` cast or crew) or a person's (`personId`). */
export const creditListQuery = paginationQuery
  .omit({ orderDir: true })
  .extend({ ...adminTargetFields, kind: kind.optional() })
  .superRefine(checkTarget);
export type CreditListQuery = z.infer<typeof creditListQuery>;

const department = z.enum(CREDIT_DEPARTMENTS, {
  error: `The department must be one of: ${CREDIT_DEPARTMENTS.join(', ')}.`,
});
const job = z
  .string()
  .trim()
  .max(255, 'The job may not be greater than 255 characters.')
  .nullish()
  .transform((value) => value || null);
const character = z
  .string()
  .trim()
  .max(255, 'The character may not be greater than 255 characters.')
  .nullish()
  .transform((value) => value || null);

/** POST admin/credits: a person credited on a title, season or episode, appended last. */
export const creditCreateInput = z
  .strictObject({
    ...catalogueScope.shape,
    person_id: z.coerce
      .number({ error: 'The person field is required.' })
      .int('The person field is required.')
      .positive('The person field is required.')
      .max(2_147_483_647, 'The selected person does not exist.'),
    department,
    job,
    character,
  })
  .superRefine(checkTarget);
export type CreditCreateInput = z.infer<typeof creditCreateInput>;

/** PUT admin/credits/:id: only the fields sent change. */
export const creditUpdateInput = z.strictObject({
  department: department.optional(),
  job: job.optional(),
  character: character.optional(),
});
export type CreditUpdateInput = z.infer<typeof creditUpdateInput>;

/** POST admin/credits/reorder: a scope's cast or crew in its new order. */
export const creditReorderInput = z
  .strictObject({
    ...catalogueScope.shape,
    kind,
    ids: z
      .array(z.number().int().positive(), { error: 'The ids field is required.' })
      .min(1, 'The ids field is required.')
      .max(1000, 'The ids may not have more than 1000 items.'),
  })
  .superRefine(checkTarget);
export type CreditReorderInput = z.infer<typeof creditReorderInput>;

export const creditIdsParam = z.object({ ids: requiredIdList });

import { z } from 'zod';
import { IMAGE_TYPES, imageUrlInput } from '@common/api/admin-images';
import { requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { adminTargetFields, checkTarget } from './admin-target-schema';

/** GET admin/images: a title's, season's, episode's or person's images in order. */
export const imageListQuery = paginationQuery
  .omit({ orderDir: true })
  .extend(adminTargetFields)
  .superRefine(checkTarget);
export type ImageListQuery = z.infer<typeof imageListQuery>;

/** POST admin/images: an uploaded file or an http(s) image added last to a gallery. */
export const imageCreateInput = z
  .strictObject({
    ...adminTargetFields,
    url: imageUrlInput,
    type: z
      .enum(IMAGE_TYPES, { error: 'The type must be poster, backdrop, still or profile.' })
      .optional(),
    width: z.number().int().positive().max(100_000).nullish(),
    height: z.number().int().positive().max(100_000).nullish(),
  })
  .superRefine(checkTarget);
export type ImageCreateInput = z.infer<typeof imageCreateInput>;

/** POST admin/images/reorder: a gallery's images in their new order. */
export const imageReorderInput = z
  .strictObject({
    ...adminTargetFields,
    ids: z
      .array(z.number().int().positive(), { error: 'The ids field is required.' })
      .min(1, 'The ids field is required.')
      .max(1000, 'The ids may not have more than 1000 items.'),
  })
  .superRefine(checkTarget);
export type ImageReorderInput = z.infer<typeof imageReorderInput>;

export const imageIdsParam = z.object({ ids: requiredIdList });

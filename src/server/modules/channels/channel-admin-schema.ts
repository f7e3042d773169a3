import { z } from 'zod';
import { adminChannelInput } from '@common/api/admin-channels';
import { channelContentType } from '@common/api/channels';
import { idList, requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';

export const CHANNEL_ADMIN_ORDER_COLUMNS = [
  'name',
  'slug',
  'content_type',
  'created_at',
  'updated_at',
] as const;

export const channelAdminListQuery = paginationQuery.extend({
  orderBy: z.enum(CHANNEL_ADMIN_ORDER_COLUMNS).default('updated_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  content_type: channelContentType.optional(),
  ids: idList,
});

export type ChannelAdminListQuery = z.infer<typeof channelAdminListQuery>;

/** A channel named by its slug or its id (the edit page's URL takes either). */
// any text: one that names no channel (too long, unknown) is the service's 404, never a 422
export const channelSlugOrIdParam = z.object({ slugOrId: z.string() });
export const channelIdsParam = z.object({ ids: requiredIdList });

export const channelItemSearchQuery = z.object({
  type: channelContentType,
  query: z
    .string()
    .trim()
    .max(255, 'The query may not be greater than 255 characters.')
    .default(''),
  /** The channel being edited, left out of a channel of channels' choices. */
  except: z.coerce.number().int().positive().optional(),
});

/** The preview takes the unsaved form as it is: a name is not needed yet. */
export const channelPreviewInput = adminChannelInput.extend({
  name: z.string().max(255).default(''),
});

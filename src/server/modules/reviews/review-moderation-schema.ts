import { z } from 'zod';
import { requiredIdList } from '../../http/id-list';
import { routeIdParam } from '../catalogue';
import { moderationListQuery, type ModerationListQuery } from '../moderation';

/** GET admin/reviews: every review of the site, or a title's, reported first then newest. */
export const reviewModerationQuery = moderationListQuery;

export type ReviewModerationQuery = ModerationListQuery;

export const reviewIdsParam = z.object({ ids: requiredIdList });

export const reviewIdParam = z.object({ id: routeIdParam });

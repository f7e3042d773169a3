import { z } from 'zod';
import { requiredIdList } from '../../http/id-list';
import { routeIdParam } from '../catalogue';
import { moderationListQuery, type ModerationListQuery } from '../moderation';

/** GET admin/comments: every comment of the site, or a title's, reported first then newest. */
export const commentModerationQuery = moderationListQuery;

export type CommentModerationQuery = ModerationListQuery;

export const commentIdsParam = z.object({ ids: requiredIdList });

export const commentIdParam = z.object({ id: routeIdParam });

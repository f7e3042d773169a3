import { z } from 'zod';
import {
  MODERATION_STATUSES,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from '@common/moderation/moderation-values';
import { commentable, commentRecord } from './comments';
import { reviewRecord } from './reviews';

export {
  MODERATION_FILTERS,
  MODERATION_STATUSES,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ModerationFilter,
  type ModerationStatus,
  type ReportReason,
} from '@common/moderation/moderation-values';

/** POST comments/{id}/report and reviews/{id}/report. */
export const reportInput = z.strictObject({
  reason: z.enum(REPORT_REASONS, {
    error: 'The reason must be spam, harassment, spoilers or other.',
  }),
  details: z
    .string({ error: 'The details must be text.' })
    .trim()
    .max(
      REPORT_DETAILS_MAX,
      `The details may not be greater than ${REPORT_DETAILS_MAX} characters.`,
    )
    .nullish()
    .transform((value) => value || null),
});
export type ReportInput = z.input<typeof reportInput>;

/** An open report as a moderator reads it. */
export const contentReport = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  created_at: z.string(),
});

/** The author of a moderated item, with whether they are suspended (banned). */
export const moderationAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  banned_at: z.string().nullable(),
});

const moderation = {
  status: z.enum(MODERATION_STATUSES),
  /** Open reports (those no moderator's decision has resolved). */
  reports_count: z.number().int(),
  reports: z.array(contentReport),
  author: moderationAuthor.nullable(),
};

/**
 * A comment in admin/comments: its text even when hidden or deleted by a moderator (empty only
 * after its author deleted it), with what it was written on.
 */
export const moderatedComment = commentRecord.extend({
  ...moderation,
  commentable: commentable.optional(),
});

/** A review in admin/reviews, with the reviewed title's name and site URL. */
export const moderatedReview = reviewRecord.extend({
  ...moderation,
  title: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).optional(),
});

/** What approve, hide, restore and delete answer: how many items changed. */
export const moderationChangeResponse = z.object({
  message: z.string(),
  changed: z.number().int(),
});

export const suspendAuthorInput = z.strictObject({
  reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(255, 'The reason may not be greater than 255 characters.')
    .nullish()
    .transform((value) => value || null),
});

export const suspendAuthorResponse = z.object({ message: z.string(), author: moderationAuthor });

/** A title among the moderation lists' filter options. */
export const moderationTitleOption = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
});

/** An author among the moderation lists' filter options. */
export const moderationAuthorOption = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

export type ModerationTitleOption = z.infer<typeof moderationTitleOption>;
export type ModerationAuthorOption = z.infer<typeof moderationAuthorOption>;
export type ContentReport = z.infer<typeof contentReport>;
export type ModerationAuthor = z.infer<typeof moderationAuthor>;
export type ModeratedComment = z.infer<typeof moderatedComment>;
export type ModeratedReview = z.infer<typeof moderatedReview>;
export type ModerationChangeResponse = z.infer<typeof moderationChangeResponse>;
export type SuspendAuthorResponse = z.infer<typeof suspendAuthorResponse>;

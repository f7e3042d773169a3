// Zod-free on purpose: the public site's report dialog imports these, and the title page must not
// load zod (the API schemas in @common/api/moderation re-export them).

/**
 * Moderation of comments and reviews (issue 15). A published item is public; a hidden one was
 * hidden by a moderator; a deleted one was deleted by a moderator and keeps its text so that it
 * can be restored (an author's own delete is another thing: the text goes).
 */
export const MODERATION_STATUSES = ['published', 'hidden', 'deleted'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The admin lists' state filter: a status, or those with open reports. */
export const MODERATION_FILTERS = [...MODERATION_STATUSES, 'reported'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

/** Why a member reports a comment or a review. */
export const REPORT_REASONS = ['spam', 'harassment', 'spoilers', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 500;

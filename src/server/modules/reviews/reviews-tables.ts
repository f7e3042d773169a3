import type { ModerationStatus, ReportReason } from '@common/api/moderation';
import type { Generated } from 'kysely';

export interface RatingsTable {
  id: Generated<number>;
  user_id: number;
  title_id: number;
  /** 1 to 10. */
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  title_id: number;
  /** 1 to 10. */
  rating: number;
  headline: string | null;
  body: string;
  /** A moderator's decision; only published reviews are public. */
  status: Generated<ModerationStatus>;
  /** Open reports, kept with the row so that "reported first" sorts on an index. */
  reports_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A member's report of a review; a moderator's decision resolves it. */
export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  user_id: number;
  reason: ReportReason;
  details: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ReviewsTables {
  ratings: RatingsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
}

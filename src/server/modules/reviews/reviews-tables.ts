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
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ReviewsTables {
  ratings: RatingsTable;
  reviews: ReviewsTable;
}

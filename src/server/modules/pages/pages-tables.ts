import type { Generated } from 'kysely';

export interface CustomPagesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  /** Sanitised HTML (sanitize-page-html.ts runs on every save). */
  body: string;
  /** JSON: {title?, description?} for the page's SEO tags. */
  meta: string | null;
  hide_nav: 0 | 1;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface PagesTables {
  custom_pages: CustomPagesTable;
}

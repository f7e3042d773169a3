import { z } from 'zod';
import { taxonomy } from './title-card';

/** The two taxonomies the admin manages as lists of their own. */
export const ADMIN_TAXONOMY_KINDS = ['genres', 'keywords'] as const;
export type AdminTaxonomyKind = (typeof ADMIN_TAXONOMY_KINDS)[number];

/** A genre or keyword in the admin (GET admin/genres, admin/keywords). */
export const adminTaxonomyRecord = z.object({
  id: z.number().int(),
  /** The URL and filter key: 'science-fiction'. */
  name: z.string(),
  display_name: z.string(),
  /** How many titles have it. */
  titles_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET admin/titles/{id}/taxonomies: a title's genres, keywords and production countries. */
export const titleTaxonomies = z.object({
  genres: z.array(taxonomy),
  keywords: z.array(taxonomy),
  /** `name` is the lowercase ISO 3166-1 alpha-2 code ('us'). */
  countries: z.array(taxonomy),
});

export type AdminTaxonomyRecord = z.infer<typeof adminTaxonomyRecord>;
export type TitleTaxonomies = z.infer<typeof titleTaxonomies>;

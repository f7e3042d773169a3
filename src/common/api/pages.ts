import { z } from 'zod';

/** One head tag the client renders: <title>, or <meta name|property content>. */
export const seoTag = z.union([
  z.object({ nodeName: z.literal('title'), _text: z.string() }),
  z.object({
    nodeName: z.literal('meta'),
    name: z.string().optional(),
    property: z.string().optional(),
    content: z.string(),
  }),
]);

export type SeoTag = z.infer<typeof seoTag>;

/** The public face of a page's author (with=user): never the email or other private fields. */
export const customPageAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

/** A custom page as the API answers it; `user` only when asked for with with=user or load=user. */
export const customPageRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  meta: z.object({ title: z.string().optional(), description: z.string().optional() }),
  hide_nav: z.union([z.literal(0), z.literal(1)]),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user: customPageAuthor.nullable().optional(),
});

export type CustomPageRecord = z.infer<typeof customPageRecord>;

/** GET custom-pages/{idOrSlug}: the page with the head tags the site shows for it. */
export const customPageResponse = z.object({
  page: customPageRecord,
  seo: z.array(seoTag),
  set_seo: z.boolean(),
});

export type CustomPageResponse = z.infer<typeof customPageResponse>;

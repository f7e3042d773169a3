/** One head tag the server describes for the page: <title>, or a <meta>. */
export type SeoTag =
  | { nodeName: 'title'; _text: string }
  | { nodeName: 'meta'; name?: string; property?: string; content: string };

/** GET custom-pages/{idOrSlug} (spec 7.6). */
export interface CustomPageResponse {
  page: { id: number; slug: string; title: string; body: string; hide_nav?: boolean | 0 | 1 };
  seo: SeoTag[];
  set_seo: boolean;
}

import type { PageAddress } from '../../domain/page-address';

/** The kinds of pages a sitemap lists, each paged through by id. */
export const SITEMAP_KINDS = ['channels', 'pages', 'titles', 'people', 'news'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * What the sitemap reads of one kind of page from the module that owns it (TitleService,
 * PersonService, ChannelService …): how many, the id at a position, and the pages' addresses
 * from an id on, all in id order, so a large catalogue is walked a batch at a time.
 */
export interface SitemapSource {
  countAll(): Promise<number>;
  idAt(offset: number): Promise<number | undefined>;
  addresses(fromId: number, limit: number): Promise<PageAddress[]>;
}

export type SitemapSources = Record<SitemapKind, SitemapSource>;

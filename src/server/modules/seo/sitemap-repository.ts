import { channelUrl, newsArticleUrl, personUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';
import { HOMEPAGE_CHANNEL } from './page-route';

/** The kinds of pages a sitemap lists, each paged through by id. */
export const SITEMAP_KINDS = ['channels', 'pages', 'titles', 'people', 'news'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One URL of a sitemap: the site path (without the base path) and when it last changed. */
export interface SitemapRow {
  id: number;
  path: string;
  updatedAt: string | null;
}

/**
 * Read-only queries for the sitemap over other modules' tables (ids, names, slugs and
 * updated_at only), paged by id so a large catalogue never loads at once.
 */
export class SitemapRepository {
  constructor(private readonly db: Db) {}

  async count(kind: SitemapKind): Promise<number> {
    const row = await this.ids(kind)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return toCount(row?.count);
  }

  /** The id at a position in id order (the first id of a sitemap file), if there is one. */
  async idAt(kind: SitemapKind, offset: number): Promise<number | undefined> {
    const row = await this.ids(kind).orderBy('id').limit(1).offset(offset).executeTakeFirst();
    return row?.id;
  }

  private ids(kind: SitemapKind) {
    const table = {
      titles: 'titles',
      people: 'people',
      news: 'news_articles',
      pages: 'custom_pages',
      channels: 'channels',
    } as const;
    const query = this.db.selectFrom(table[kind]).select('id');
    // the homepage channel is the site's root, listed as such rather than at /homepage
    return kind === 'channels' ? query.where(sql<boolean>`slug <> ${HOMEPAGE_CHANNEL}`) : query;
  }

  /** Up to `limit` rows from id `fromId` on, in id order. */
  async batch(kind: SitemapKind, fromId: number, limit: number): Promise<SitemapRow[]> {
    switch (kind) {
      case 'titles': {
        const rows = await this.db
          .selectFrom('titles')
          .select(['id', 'name', 'updated_at'])
          .where('id', '>=', fromId)
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ id: row.id, path: titleUrl(row), updatedAt: row.updated_at }));
      }
      case 'people': {
        const rows = await this.db
          .selectFrom('people')
          .select(['id', 'name', 'updated_at'])
          .where('id', '>=', fromId)
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ id: row.id, path: personUrl(row), updatedAt: row.updated_at }));
      }
      case 'news': {
        const rows = await this.db
          .selectFrom('news_articles')
          .select(['id', 'updated_at'])
          .where('id', '>=', fromId)
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          path: newsArticleUrl(row),
          updatedAt: row.updated_at,
        }));
      }
      case 'pages': {
        const rows = await this.db
          .selectFrom('custom_pages')
          .select(['id', 'slug', 'updated_at'])
          .where('id', '>=', fromId)
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          path: `/pages/${row.id}/${row.slug}`,
          updatedAt: row.updated_at,
        }));
      }
      case 'channels': {
        const rows = await this.db
          .selectFrom('channels')
          .select(['id', 'slug', 'updated_at'])
          .where('id', '>=', fromId)
          .where('slug', '!=', HOMEPAGE_CHANNEL)
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          path: channelUrl(row),
          updatedAt: row.updated_at,
        }));
      }
    }
  }
}

import { newsArticleUrl } from '@common/catalogue/catalogue-urls';
import { toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import type { SitemapRow, SitemapSource } from './sitemap-source';

type OtherTable = 'news_articles' | 'custom_pages';

/**
 * The sitemap's reads of news articles and custom pages, paged by id.
 * issue 12: owner call — these read the news and pages modules' tables; they go once those
 * modules' services offer the sitemap walk (countAll, idAt, addresses) that titles, people and
 * channels offer.
 */
export class SitemapRepository extends Repository {
  /** News articles, at /news/{id}. */
  news(): SitemapSource {
    return this.source('news_articles', async (fromId, limit) => {
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
    });
  }

  /** Custom pages, at /pages/{id}/{slug}. */
  pages(): SitemapSource {
    return this.source('custom_pages', async (fromId, limit) => {
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
    });
  }

  private source(
    table: OtherTable,
    addresses: (fromId: number, limit: number) => Promise<SitemapRow[]>,
  ): SitemapSource {
    return {
      countAll: async () => {
        const row = await this.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirst();
        return toCount(row?.count);
      },
      idAt: async (offset) => {
        const row = await this.db
          .selectFrom(table)
          .select('id')
          .orderBy('id')
          .limit(1)
          .offset(offset)
          .executeTakeFirst();
        return row?.id;
      },
      addresses,
    };
  }
}

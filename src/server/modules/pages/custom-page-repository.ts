import type { Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { CustomPagesTable } from './pages-tables';
import type { CustomPageListQuery } from './custom-page-schema';
import { idAtPosition } from '../../db/id-walk';

export type CustomPageRow = Selectable<CustomPagesTable>;
export type CustomPageValues = Omit<CustomPageRow, 'id' | 'created_at' | 'updated_at'>;

export class CustomPageRepository extends Repository {
  async paginate(query: CustomPageListQuery): Promise<{ rows: CustomPageRow[]; total: number }> {
    let base = this.db.selectFrom('custom_pages');
    if (query.query) {
      base = base.where(matchesText(['title', 'slug'], query.query));
    }
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<CustomPageRow>(base, query);
  }

  findById(id: number): Promise<CustomPageRow | undefined> {
    return this.db.selectFrom('custom_pages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<CustomPageRow | undefined> {
    return this.db
      .selectFrom('custom_pages')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('custom_pages').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async count(): Promise<number> {
    const { total } = await this.db
      .selectFrom('custom_pages')
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return toCount(total as number);
  }

  /** The id at a position in id order. */
  idAt(offset: number): Promise<number | undefined> {
    return idAtPosition(this.db, 'custom_pages', offset);
  }

  /** Up to `limit` pages from id `fromId` on, in id order, with their slug and last change. */
  idsFrom(
    fromId: number,
    limit: number,
  ): Promise<Array<{ id: number; slug: string; updated_at: string }>> {
    return this.db
      .selectFrom('custom_pages')
      .select(['id', 'slug', 'updated_at'])
      .where('id', '>=', fromId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  create(values: CustomPageValues, now: string): Promise<CustomPageRow> {
    return this.db
      .insertInto('custom_pages')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: number,
    values: Omit<CustomPageValues, 'user_id'>,
    now: string,
  ): Promise<CustomPageRow | undefined> {
    return this.db
      .updateTable('custom_pages')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteMany(ids: number[]): Promise<number> {
    const result = await this.db
      .deleteFrom('custom_pages')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

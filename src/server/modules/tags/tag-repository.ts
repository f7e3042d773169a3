import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import type { Selectable } from 'kysely';
import { Repository } from '../../db/transactions';
import type { TagListQuery } from './tag-schema';
import type { TagsTable } from './tags-tables';

export type TagRow = Selectable<TagsTable>;
export type TagValues = Pick<TagRow, 'name' | 'display_name' | 'type'>;

export class TagRepository extends Repository {
  async paginate(query: TagListQuery): Promise<{ rows: TagRow[]; total: number }> {
    let base = this.db.selectFrom('tags');
    if (query.query) {
      base = base.where(matchesText(['name', 'display_name'], query.query));
    }
    if (query.type) base = base.where('type', '=', query.type);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<TagRow>(base, query);
  }

  findById(id: number): Promise<TagRow | undefined> {
    return this.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('tags').select('id').where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  create(values: TagValues, now: string): Promise<TagRow> {
    return this.db
      .insertInto('tags')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, values: Partial<TagValues>, now: string): Promise<TagRow | undefined> {
    return this.db
      .updateTable('tags')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteMany(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('tags').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

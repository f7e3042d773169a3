import { sql, type Selectable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { ImageModelType, ImagesTable } from './catalogue-tables';

export type AdminImageRow = Selectable<ImagesTable>;
export interface ImageModel {
  type: ImageModelType;
  id: number;
}

/** The admin's reads and writes of images (the catalogue's table). */
export class ImageAdminRepository extends Repository {
  /** One page of a model's images in their order. */
  page(
    model: ImageModel,
    window: { page: number; perPage: number },
  ): Promise<{ rows: AdminImageRow[]; total: number }> {
    return fetchPage(
      this.db
        .selectFrom('images')
        .where('model_type', '=', model.type)
        .where('model_id', '=', model.id),
      { ...window, orderBy: 'order', orderDir: 'asc' },
    );
  }

  /** Every image id of a model with its order, in the gallery's order. */
  async orderOf(model: ImageModel): Promise<{ id: number; order: number }[]> {
    const rows = await this.db
      .selectFrom('images')
      .select(['id', 'order'])
      .where('model_type', '=', model.type)
      .where('model_id', '=', model.id)
      .orderBy('order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, order: Number(row.order) }));
  }

  async nextOrder(model: ImageModel): Promise<number> {
    const row = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.max('order').as('last'))
      .where('model_type', '=', model.type)
      .where('model_id', '=', model.id)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  insert(values: Omit<AdminImageRow, 'id'>): Promise<AdminImageRow> {
    return this.db.insertInto('images').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findMany(ids: number[]): Promise<AdminImageRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('images').selectAll().where('id', 'in', ids).execute();
  }

  async deleteMany(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('images').where('id', 'in', ids).execute();
  }

  /** Sets the order of the given images in one statement. */
  async setOrders(orders: Map<number, number>, now: string): Promise<void> {
    if (!orders.size) return;
    const cases = [...orders].map(([id, order]) => sql`when ${id} then cast(${order} as integer)`);
    await this.db
      .updateTable('images')
      .set({ order: sql<number>`case id ${sql.join(cases, sql` `)} end`, updated_at: now })
      .where('id', 'in', [...orders.keys()])
      .execute();
  }

  /** The titles the given seasons and episodes belong to. */
  async titleIdsOf(seasonIds: number[], episodeIds: number[]): Promise<number[]> {
    const [seasons, episodes] = await Promise.all([
      seasonIds.length
        ? this.db.selectFrom('seasons').select('title_id').where('id', 'in', seasonIds).execute()
        : [],
      episodeIds.length
        ? this.db.selectFrom('episodes').select('title_id').where('id', 'in', episodeIds).execute()
        : [],
    ]);
    return [...seasons, ...episodes].map((row) => row.title_id);
  }
}

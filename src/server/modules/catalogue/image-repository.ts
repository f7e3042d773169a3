import type { Image } from '@common/catalogue/catalogue-types';
import { Repository } from '../../db/transactions';
import type { ImageModelType } from './catalogue-tables';

/** How many images a page lists at most. */
export const IMAGES_LIMIT = 60;

/** Images of titles, seasons, episodes and people. */
export class ImageRepository extends Repository {
  /** A model's images by type, then their order. */
  async forModel(type: ImageModelType, id: number, limit = IMAGES_LIMIT): Promise<Image[]> {
    const rows = await this.db
      .selectFrom('images')
      .select(['id', 'type', 'url', 'width', 'height'])
      .where('model_type', '=', type)
      .where('model_id', '=', id)
      .orderBy('type')
      .orderBy('order')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
    }));
  }

  /** Removes the images of deleted rows. */
  async deleteFor(type: ImageModelType, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('images')
      .where('model_type', '=', type)
      .where('model_id', 'in', ids)
      .execute();
  }
}

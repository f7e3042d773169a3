import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { VideoListQuery } from './video-admin-schema';
import type { VideosTable } from './videos-tables';

export type VideoRow = Selectable<VideosTable>;
export type VideoValues = Omit<
  VideoRow,
  'id' | 'order' | 'plays_count' | 'created_at' | 'updated_at'
>;

/** Where a video sits: a title's own, a season's, or an episode's (the columns that say so). */
export interface VideoPlace {
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
}

const toRow = (row: VideoRow): VideoRow => ({
  ...row,
  duration: row.duration === null ? null : Number(row.duration),
  order: Number(row.order),
  plays_count: Number(row.plays_count),
});

/** The admin's reads and writes of videos. */
export class VideoAdminRepository extends Repository {
  async paginate(
    query: VideoListQuery & Required<Pick<VideoListQuery, 'orderBy' | 'orderDir'>>,
  ): Promise<{ rows: VideoRow[]; total: number }> {
    let base = this.db.selectFrom('videos');
    if (query.query) base = base.where(matchesText(['name'], query.query));
    if (query.titleId !== undefined) {
      base = base.where('title_id', '=', query.titleId);
      base =
        query.season === undefined
          ? base.where('season_number', 'is', null)
          : base.where('season_number', '=', query.season);
      if (query.season !== undefined)
        base =
          query.episode === undefined
            ? base.where('episode_id', 'is', null)
            : base.where('episode_number', '=', query.episode).where('episode_id', 'is not', null);
    }
    if (query.source) base = base.where('source', '=', query.source);
    if (query.category) base = base.where('category', '=', query.category);
    if (query.language) base = base.where('language', '=', query.language);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    const page = await fetchPage<VideoRow>(base, query, { caseInsensitive: ['name'] });
    return { rows: page.rows.map(toRow), total: page.total };
  }

  async findById(id: number): Promise<VideoRow | undefined> {
    const row = await this.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRow(row);
  }

  async findMany(ids: number[]): Promise<VideoRow[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('videos').selectAll().where('id', 'in', ids).execute();
    return rows.map(toRow);
  }

  /** The ids of one place's videos, in their order. */
  async idsIn(place: VideoPlace): Promise<number[]> {
    const rows = await this.inPlace(place).select('id').orderBy('order').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** The order a video added to a place gets: after the last one. */
  async nextOrder(place: VideoPlace): Promise<number> {
    const row = await this.inPlace(place)
      .select(sql<number | null>`max(${sql.ref('order')})`.as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async create(values: VideoValues & { order: number }, now: string): Promise<VideoRow> {
    const row = await this.db
      .insertInto('videos')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  async update(id: number, values: Updateable<VideosTable>, now: string): Promise<VideoRow> {
    const row = await this.db
      .updateTable('videos')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  /** Gives each video its position in `ids` (one statement for the lot). */
  async setOrders(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const cases = ids.map((id, index) => sql`when ${sql.lit(id)} then ${sql.lit(index)}`);
    await this.db
      .updateTable('videos')
      .set({ order: sql<number>`case ${sql.ref('id')} ${sql.join(cases, sql` `)} end` })
      .where('id', 'in', ids)
      .execute();
  }

  /** Deletes the videos (their plays go with them) and answers the titles they belonged to. */
  async deleteMany(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .deleteFrom('videos')
      .where('id', 'in', ids)
      .returning('title_id')
      .execute();
    return [...new Set(rows.map((row) => row.title_id))];
  }

  private inPlace(place: VideoPlace) {
    let query = this.db.selectFrom('videos').where('title_id', '=', place.title_id);
    query =
      place.season_number === null
        ? query.where('season_number', 'is', null)
        : query.where('season_number', '=', place.season_number);
    return place.episode_id === null
      ? query.where('episode_id', 'is', null)
      : query.where('episode_id', '=', place.episode_id);
  }
}

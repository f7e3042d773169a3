import type { Video } from '@common/catalogue/catalogue-types';
import { sql, type Insertable } from 'kysely';
import {
  dayOf,
  rangeBounds,
  toDayCounts,
  type DayCount,
  type DayRange,
} from '../../db/day-buckets';
import { Repository } from '../../db/transactions';
import type { VideoPlaysTable } from './videos-tables';

export type NewVideoPlay = Insertable<VideoPlaysTable>;

/** Whose plays to count: a title's videos (its episodes' too), a season's, an episode's, one video. */
export type PlayedVideos =
  | { titleId: number }
  | { titleId: number; seasonNumber: number }
  | { episodeId: number }
  | { videoId: number };

const VIDEO_COLUMNS = [
  'videos.id',
  'videos.title_id',
  'videos.season_number',
  'videos.episode_number',
  'videos.episode_id',
  'videos.name',
  'videos.description',
  'videos.thumbnail',
  'videos.source',
  'videos.src',
  'videos.category',
  'videos.quality',
  'videos.language',
  'videos.duration',
] as const;

const toVideo = (row: Video): Video => ({
  ...row,
  duration: row.duration === null ? null : Number(row.duration),
});

export class VideoRepository extends Repository {
  async findById(id: number): Promise<Video | undefined> {
    const row = await this.db
      .selectFrom('videos')
      .select(VIDEO_COLUMNS)
      .where('videos.id', '=', id)
      .executeTakeFirst();
    return row && toVideo(row);
  }

  /** The title's own videos (not its episodes'), by category then order. */
  async forTitle(titleId: number, limit: number, exceptId?: number): Promise<Video[]> {
    let query = this.db
      .selectFrom('videos')
      .select(VIDEO_COLUMNS)
      .where('videos.title_id', '=', titleId)
      .where('videos.episode_id', 'is', null);
    if (exceptId !== undefined) query = query.where('videos.id', '!=', exceptId);
    const rows = await query
      .orderBy('videos.category')
      .orderBy('videos.order')
      .orderBy('videos.id')
      .limit(limit)
      .execute();
    return rows.map(toVideo);
  }

  async forEpisode(episodeId: number): Promise<Video[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select(VIDEO_COLUMNS)
      .where('videos.episode_id', '=', episodeId)
      .orderBy('videos.category')
      .orderBy('videos.order')
      .orderBy('videos.id')
      .execute();
    return rows.map(toVideo);
  }

  /** Videos of a season's episodes, by episode, category and order (at most `limit`). */
  async forSeasonEpisodes(titleId: number, season: number, limit: number): Promise<Video[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select(VIDEO_COLUMNS)
      .where('videos.title_id', '=', titleId)
      .where('videos.season_number', '=', season)
      .where('videos.episode_id', 'is not', null)
      .orderBy('videos.episode_number')
      .orderBy('videos.category')
      .orderBy('videos.order')
      .orderBy('videos.id')
      .limit(limit)
      .execute();
    return rows.map(toVideo);
  }

  /** Each title's own videos (not its episodes'), in display order, for many titles at once. */
  async titleVideoHeads(
    titleIds: number[],
  ): Promise<Array<{ id: number; title_id: number; category: string }>> {
    if (!titleIds.length) return [];
    return this.db
      .selectFrom('videos')
      .select(['id', 'title_id', 'category'])
      .where('title_id', 'in', titleIds)
      .where('episode_id', 'is', null)
      .orderBy('title_id')
      .orderBy('order')
      .orderBy('id')
      .execute();
  }

  /**
   * Writes a batch of plays (the write-behind buffer's): one multi-row insert, then each played
   * video's count raised by its plays in the batch; callers run it in a transaction.
   */
  async recordPlays(plays: NewVideoPlay[]): Promise<void> {
    if (!plays.length) return;
    await this.db.insertInto('video_plays').values(plays).execute();
    const perVideo = new Map<number, number>();
    for (const play of plays) perVideo.set(play.video_id, (perVideo.get(play.video_id) ?? 0) + 1);
    for (const [videoId, count] of perVideo) {
      await this.db
        .updateTable('videos')
        .set((eb) => ({ plays_count: eb('plays_count', '+', count) }))
        .where('id', '=', videoId)
        .execute();
    }
  }

  /** Plays per day (days without any left out), grouped in SQL on the indexed columns. */
  async dailyPlays(videos: PlayedVideos, range: DayRange): Promise<DayCount[]> {
    const { start, end } = rangeBounds(range);
    let query = this.db
      .selectFrom('video_plays')
      .select([dayOf('created_at').as('day'), sql<number>`count(*)`.as('count')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end);
    if ('videoId' in videos) query = query.where('video_id', '=', videos.videoId);
    else if ('episodeId' in videos)
      query = query.where('video_id', 'in', (eb) =>
        eb.selectFrom('videos').select('id').where('episode_id', '=', videos.episodeId),
      );
    else if ('seasonNumber' in videos)
      query = query.where('video_id', 'in', (eb) =>
        eb
          .selectFrom('videos')
          .select('id')
          .where('title_id', '=', videos.titleId)
          .where('season_number', '=', videos.seasonNumber),
      );
    else query = query.where('title_id', '=', videos.titleId);
    return toDayCounts(await query.groupBy(dayOf('created_at')).orderBy('day').execute());
  }

  /** Names and titles of many videos at once (the admin reports' most played). */
  async names(ids: number[]): Promise<Array<{ id: number; name: string; title_id: number }>> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('videos')
      .select(['id', 'name', 'title_id'])
      .where('id', 'in', ids)
      .execute();
  }
}

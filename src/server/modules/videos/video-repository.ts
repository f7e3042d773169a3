import type { Video } from '@common/catalogue/catalogue-types';
import { sql } from 'kysely';
import {
  dayOf,
  rangeBounds,
  toDayCounts,
  type DayCount,
  type DayRange,
} from '../../db/day-buckets';
import { Repository } from '../../db/transactions';

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

  async recordPlay(
    video: Pick<Video, 'id' | 'title_id'>,
    userId: number | null,
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('video_plays')
      .values({ video_id: video.id, title_id: video.title_id, user_id: userId, created_at: now })
      .execute();
    await this.db
      .updateTable('videos')
      .set((eb) => ({ plays_count: eb('plays_count', '+', 1) }))
      .where('id', '=', video.id)
      .execute();
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
}

import type { Video, VideoWithTitle, WatchPageResponse } from '@common/catalogue/catalogue-types';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import type { CatalogueCardService } from '../catalogue';
import type { DayCount, DayRange } from '../../db/day-buckets';
import type { WriteBehindBuffer, WriteBehindBuffers } from '../../db/write-behind-buffer';
import type { NewVideoPlay, PlayedVideos, VideoRepository } from './video-repository';

export const VIDEO_NOT_FOUND = 'Video not found.';

/** How many videos the title page lists, and how many the watch page shows beside the player. */
export const TITLE_VIDEOS_LIMIT = 50;
export const RELATED_VIDEOS_LIMIT = 20;
/** Episode videos of one season read to pick the watch page's window around the current one. */
const SEASON_VIDEOS_READ = 500;

/** Videos: a title's and an episode's lists, the watch page, and play events. */
export class VideoService {
  private readonly plays: WriteBehindBuffer<NewVideoPlay>;

  constructor(
    private readonly videos: VideoRepository,
    private readonly cards: Pick<CatalogueCardService, 'titleCards' | 'episodeSummaries'>,
    buffers: WriteBehindBuffers,
  ) {
    // a play is recorded behind the request: the watch page never waits for the insert
    this.plays = buffers.create<NewVideoPlay>({
      name: 'video plays',
      write: (rows) => this.videos.transaction((videos) => videos.recordPlays(rows)),
    });
  }

  forTitle(titleId: number): Promise<Video[]> {
    return this.videos.forTitle(titleId, TITLE_VIDEOS_LIMIT);
  }

  forEpisode(episodeId: number): Promise<Video[]> {
    return this.videos.forEpisode(episodeId);
  }

  /**
   * The watch page: the video with its title card (and episode), and beside it the title's other
   * videos or, for an episode's video, the videos of that season's episodes around it (the
   * current one left out), up to RELATED_VIDEOS_LIMIT. NotFoundError for an unknown video.
   */
  async watchPage(videoId: number): Promise<WatchPageResponse> {
    const video = await this.find(videoId);
    const related =
      video.episode_id !== null && video.season_number !== null
        ? windowAround(
            await this.videos.forSeasonEpisodes(
              video.title_id,
              video.season_number,
              SEASON_VIDEOS_READ,
            ),
            video.id,
            RELATED_VIDEOS_LIMIT,
          )
        : await this.videos.forTitle(video.title_id, RELATED_VIDEOS_LIMIT, video.id);
    const [withTitle, ...others] = await this.withTitles([video, ...related]);
    if (!withTitle) throw new NotFoundError(VIDEO_NOT_FOUND);
    return { video: withTitle, related: others };
  }

  /**
   * Queues a play of a video (the viewer's id when signed in), written within a second; answers
   * the video. NotFoundError for no such video.
   */
  async recordPlay(videoId: number, userId: number | null): Promise<Video> {
    const video = await this.find(videoId);
    this.plays.push({
      video_id: video.id,
      title_id: video.title_id,
      user_id: userId,
      created_at: nowIso(),
    });
    return video;
  }

  /** The video 'Play trailer' opens for each title: its trailer, else its first video. */
  async trailerIds(titleIds: number[]): Promise<Map<number, number>> {
    const chosen = new Map<number, { id: number; trailer: boolean }>();
    for (const video of await this.videos.titleVideoHeads(titleIds)) {
      const current = chosen.get(video.title_id);
      const trailer = video.category === 'trailer';
      if (!current || (trailer && !current.trailer))
        chosen.set(video.title_id, { id: video.id, trailer });
    }
    return new Map([...chosen].map(([titleId, video]) => [titleId, video.id]));
  }

  /** Plays per day of a title's, season's, episode's videos or one video; days without any left out. */
  dailyPlays(videos: PlayedVideos, range: DayRange): Promise<DayCount[]> {
    return this.videos.dailyPlays(videos, range);
  }

  /** A video; NotFoundError when there is none. */
  async find(videoId: number): Promise<Video> {
    const video = videoId > 0 ? await this.videos.findById(videoId) : undefined;
    if (!video) throw new NotFoundError(VIDEO_NOT_FOUND);
    return video;
  }

  /** Videos with their title cards and episode summaries (two or three queries for any number). */
  private async withTitles(videos: Video[]): Promise<VideoWithTitle[]> {
    const [cards, episodes] = await Promise.all([
      this.cards.titleCards(videos.map((video) => video.title_id)),
      this.cards.episodeSummaries(
        videos.flatMap((video) => (video.episode_id === null ? [] : [video.episode_id])),
      ),
    ]);
    const byId = new Map(cards.map((card) => [card.id, card]));
    return videos.flatMap((video) => {
      const title = byId.get(video.title_id);
      if (!title) return [];
      const found = video.episode_id === null ? undefined : episodes.get(video.episode_id);
      // the watch page's episode is its summary; which series it belongs to is the title above
      const episode = found ? (({ title_id: _series, ...summary }) => summary)(found) : null;
      return [{ ...video, title, episode }];
    });
  }

  /** Names and title ids of many videos, by id (one query for any number). */
  async names(ids: number[]): Promise<Map<number, { name: string; title_id: number }>> {
    const rows = await this.videos.names([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, { name: row.name, title_id: row.title_id }]));
  }
}

/** Up to `limit` items around the one with `currentId` (which is left out), in their order. */
export function windowAround(videos: Video[], currentId: number, limit: number): Video[] {
  const index = videos.findIndex((video) => video.id === currentId);
  const others = videos.filter((video) => video.id !== currentId);
  if (others.length <= limit) return others;
  const start = Math.min(Math.max(0, index - Math.floor(limit / 4)), others.length - limit);
  return others.slice(start, start + limit);
}

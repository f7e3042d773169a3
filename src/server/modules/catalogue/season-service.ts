import type {
  Credits,
  EpisodePageResponse,
  SeasonPageResponse,
  SeasonSummary,
} from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import { VideoService } from '../videos/video-service';
import { CreditRepository } from './credit-repository';
import { ImageRepository } from './image-repository';
import { SeasonRepository, type SeasonRow } from './season-repository';
import { withCardGenres } from './title-cards';
import { TitleRepository } from './title-repository';
import { TITLE_PAGE_CAST } from './title-service';

export type SeasonLookup =
  | { status: 'title-missing' }
  | { status: 'season-missing' }
  | { status: 'found'; page: SeasonPageResponse };

export type EpisodeLookup =
  | { status: 'title-missing' }
  | { status: 'episode-missing' }
  | { status: 'found'; page: EpisodePageResponse };

const summary = (row: SeasonRow): SeasonSummary => ({
  id: row.id,
  number: row.number,
  name: row.name,
  poster: row.poster,
  release_date: row.release_date,
  episode_count: Number(row.episode_count),
});

/** Season and episode pages of series. */
export class SeasonService {
  private readonly titles: TitleRepository;
  private readonly seasons: SeasonRepository;
  private readonly credits: CreditRepository;
  private readonly images: ImageRepository;
  private readonly videos: VideoService;

  constructor(private readonly db: Db) {
    this.titles = new TitleRepository(db);
    this.seasons = new SeasonRepository(db);
    this.credits = new CreditRepository(db);
    this.images = new ImageRepository(db);
    this.videos = new VideoService(db);
  }

  private async titleCard(titleId: number) {
    const row = await this.titles.findCardRow(titleId);
    return row ? (await withCardGenres(this.db, [row]))[0] : undefined;
  }

  /**
   * A season with its episodes, the series' other seasons, and the season's full credits; a
   * season without credits of its own shows the series' full credits (its regulars).
   */
  async seasonPage(titleId: number, number: number): Promise<SeasonLookup> {
    const title = await this.titleCard(titleId);
    if (!title) return { status: 'title-missing' };
    const season = await this.seasons.findSeason(titleId, number);
    if (!season) return { status: 'season-missing' };
    const [seasons, episodes, own] = await Promise.all([
      this.titles.seasonSummaries(titleId),
      this.seasons.episodesOf(season.id),
      this.credits.credits({ type: 'season', id: season.id }),
    ]);
    const credits =
      own.cast.length || own.crew.length
        ? own
        : await this.credits.credits({ type: 'title', id: titleId });
    return {
      status: 'found',
      page: {
        title,
        season: { ...summary(season), plot: season.plot },
        seasons,
        episodes,
        credits,
      },
    };
  }

  /**
   * An episode with its season, the previous and next episodes across seasons, its videos,
   * images and full credits. Credits: the episode's own cast and crew; when it has no cast of
   * its own, the series' top-billed cast (its main cast) stands in, and when it has no crew,
   * the series' key crew.
   */
  async episodePage(titleId: number, season: number, number: number): Promise<EpisodeLookup> {
    const title = await this.titleCard(titleId);
    if (!title) return { status: 'title-missing' };
    const [seasonRow, episode] = await Promise.all([
      this.seasons.findSeason(titleId, season),
      this.seasons.findEpisode(titleId, season, number),
    ]);
    if (!seasonRow || !episode) return { status: 'episode-missing' };
    const [previous, next, own, videos, images] = await Promise.all([
      this.seasons.neighbour(episode, 'previous'),
      this.seasons.neighbour(episode, 'next'),
      this.credits.credits({ type: 'episode', id: episode.id }),
      this.videos.forEpisode(episode.id),
      this.images.forModel('episode', episode.id),
    ]);
    return {
      status: 'found',
      page: {
        title,
        season: summary(seasonRow),
        episode,
        previous: previous ?? null,
        next: next ?? null,
        credits: await this.withSeriesFallback(titleId, own),
        videos,
        images,
      },
    };
  }

  private async withSeriesFallback(titleId: number, own: Credits): Promise<Credits> {
    const series = { type: 'title', id: titleId } as const;
    return {
      cast: own.cast.length ? own.cast : await this.credits.cast(series, TITLE_PAGE_CAST),
      crew: own.crew.length ? own.crew : await this.credits.crew(series, true),
    };
  }
}

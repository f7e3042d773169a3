import type {
  EpisodePageResponse,
  SeasonPageResponse,
  SeasonSummary,
  TitleCard,
} from '@common/catalogue/catalogue-types';
import { NotFoundError } from '../../domain/errors';
import type { VideoService } from '../videos';
import type { ImageService } from './image-service';
import type { SeasonRepository, SeasonRow } from './season-repository';
import type { TitleCreditService } from './title-credit-service';
import { TITLE_NOT_FOUND, type TitleService } from './title-service';
import type { TitleRepository } from './title-repository';

export const SEASON_NOT_FOUND = 'Season not found.';
export const EPISODE_NOT_FOUND = 'Episode not found.';

export interface SeasonServiceDependencies {
  titles: TitleService;
  titleRows: TitleRepository;
  seasons: SeasonRepository;
  credits: TitleCreditService;
  images: ImageService;
  videos: Pick<VideoService, 'forEpisode'>;
}

const summary = (row: SeasonRow): SeasonSummary => ({
  id: row.id,
  number: row.number,
  name: row.name,
  poster: row.poster,
  release_date: row.release_date,
  episode_count: Number(row.episode_count),
});

/**
 * Season and episode pages of series. A season or episode number below 0 (what the route makes
 * of a number that cannot exist) is not found, and so is a title id below 1, checked in the
 * order of the path: title id, then season, then episode.
 */
export class SeasonService {
  constructor(private readonly deps: SeasonServiceDependencies) {}

  /**
   * A season with its episodes, the series' other seasons, and the season's full credits; a
   * season without credits of its own shows the series' full credits (its regulars).
   */
  async seasonPage(titleId: number, number: number): Promise<SeasonPageResponse> {
    if (titleId < 1) throw new NotFoundError(TITLE_NOT_FOUND);
    if (number < 0) throw new NotFoundError(SEASON_NOT_FOUND);
    const title = await this.titleCard(titleId);
    const season = await this.deps.seasons.findSeason(titleId, number);
    if (!season) throw new NotFoundError(SEASON_NOT_FOUND);
    const [seasons, episodes, credits] = await Promise.all([
      this.deps.titleRows.seasonSummaries(titleId),
      this.deps.seasons.episodesOf(season.id),
      this.deps.credits.seasonCredits(
        { type: 'season', id: season.id },
        { type: 'title', id: titleId },
      ),
    ]);
    return {
      title,
      season: { ...summary(season), plot: season.plot },
      seasons,
      episodes,
      credits,
    };
  }

  /**
   * An episode with its season, the previous and next episodes across seasons, its videos,
   * images and credits (the series' main cast and key crew standing in for missing ones).
   */
  async episodePage(titleId: number, season: number, number: number): Promise<EpisodePageResponse> {
    if (titleId < 1) throw new NotFoundError(TITLE_NOT_FOUND);
    if (season < 0 || number < 0) throw new NotFoundError(EPISODE_NOT_FOUND);
    const title = await this.titleCard(titleId);
    const [seasonRow, episode] = await Promise.all([
      this.deps.seasons.findSeason(titleId, season),
      this.deps.seasons.findEpisode(titleId, season, number),
    ]);
    if (!seasonRow || !episode) throw new NotFoundError(EPISODE_NOT_FOUND);
    const [previous, next, credits, videos, images] = await Promise.all([
      this.deps.seasons.neighbour(episode, 'previous'),
      this.deps.seasons.neighbour(episode, 'next'),
      this.deps.credits.episodeCredits(
        { type: 'episode', id: episode.id },
        { type: 'title', id: titleId },
      ),
      this.deps.videos.forEpisode(episode.id),
      this.deps.images.forModel('episode', episode.id),
    ]);
    return {
      title,
      season: summary(seasonRow),
      episode,
      previous: previous ?? null,
      next: next ?? null,
      credits,
      videos,
      images,
    };
  }

  private titleCard(titleId: number): Promise<TitleCard> {
    return this.deps.titles.card(titleId);
  }
}

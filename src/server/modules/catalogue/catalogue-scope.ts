import type { CatalogueScope } from '@common/api/catalogue-scope';
import { NotFoundError } from '../../domain/errors';
import type { CreditableType } from './catalogue-tables';
import type { SeasonRepository } from './season-repository';
import { EPISODE_NOT_FOUND, SEASON_NOT_FOUND } from './season-service';
import type { TitleRepository } from './title-repository';
import { TITLE_NOT_FOUND } from './title-service';

/** A scope's rows: what credits, images and videos of a title, season or episode attach to. */
export interface ResolvedScope {
  titleId: number;
  seasonId: number | null;
  seasonNumber: number | null;
  episodeId: number | null;
  episodeNumber: number | null;
  /** The credits' owner: the episode, else the season, else the title. */
  creditable: { type: CreditableType; id: number };
}

/**
 * Resolves a title, season or episode named the way admin URLs name them (title id, season
 * number, episode number) to its rows; NotFoundError names the first part that does not exist.
 */
export class CatalogueScopes {
  constructor(
    private readonly titles: TitleRepository,
    private readonly seasons: SeasonRepository,
  ) {}

  async resolve(scope: CatalogueScope): Promise<ResolvedScope> {
    const title = scope.titleId > 0 ? await this.titles.findCardRow(scope.titleId) : undefined;
    if (!title) throw new NotFoundError(TITLE_NOT_FOUND);
    if (scope.season === undefined) {
      return {
        titleId: title.id,
        seasonId: null,
        seasonNumber: null,
        episodeId: null,
        episodeNumber: null,
        creditable: { type: 'title', id: title.id },
      };
    }
    const season = await this.seasons.findSeason(title.id, scope.season);
    if (!season) throw new NotFoundError(SEASON_NOT_FOUND);
    if (scope.episode === undefined) {
      return {
        titleId: title.id,
        seasonId: season.id,
        seasonNumber: season.number,
        episodeId: null,
        episodeNumber: null,
        creditable: { type: 'season', id: season.id },
      };
    }
    const episode = await this.seasons.findEpisode(title.id, season.number, scope.episode);
    if (!episode) throw new NotFoundError(EPISODE_NOT_FOUND);
    return {
      titleId: title.id,
      seasonId: season.id,
      seasonNumber: season.number,
      episodeId: episode.id,
      episodeNumber: episode.episode_number,
      creditable: { type: 'episode', id: episode.id },
    };
  }
}

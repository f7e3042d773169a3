import type { Selectable } from 'kysely';
import type { Episode } from '@common/catalogue/catalogue-types';
import { Repository } from '../../db/transactions';
import type { SeasonsTable } from './catalogue-tables';

export type SeasonRow = Selectable<SeasonsTable>;
export type EpisodeLink = Pick<Episode, 'season_number' | 'episode_number' | 'name'>;

const EPISODE_COLUMNS = [
  'id',
  'title_id',
  'season_id',
  'season_number',
  'episode_number',
  'name',
  'plot',
  'poster',
  'release_date',
  'runtime',
  'rating',
  'vote_count',
] as const;

const toEpisode = (row: Episode): Episode => ({
  ...row,
  rating: row.rating === null ? null : Number(row.rating),
  vote_count: Number(row.vote_count),
});

/** Seasons and episodes of series. */
export class SeasonRepository extends Repository {
  findSeason(titleId: number, number: number): Promise<SeasonRow | undefined> {
    return this.db
      .selectFrom('seasons')
      .selectAll()
      .where('title_id', '=', titleId)
      .where('number', '=', number)
      .executeTakeFirst();
  }

  async episodesOf(seasonId: number): Promise<Episode[]> {
    const rows = await this.db
      .selectFrom('episodes')
      .select(EPISODE_COLUMNS)
      .where('season_id', '=', seasonId)
      .orderBy('episode_number')
      .execute();
    return rows.map(toEpisode);
  }

  async findEpisode(
    titleId: number,
    season: number,
    episode: number,
  ): Promise<Episode | undefined> {
    const row = await this.db
      .selectFrom('episodes')
      .select(EPISODE_COLUMNS)
      .where('title_id', '=', titleId)
      .where('season_number', '=', season)
      .where('episode_number', '=', episode)
      .executeTakeFirst();
    return row && toEpisode(row);
  }

  /** The episode before or after the given one in the whole series, across seasons. */
  neighbour(
    episode: Pick<Episode, 'title_id' | 'season_number' | 'episode_number'>,
    direction: 'previous' | 'next',
  ): Promise<EpisodeLink | undefined> {
    const before = direction === 'previous';
    const op = before ? '<' : '>';
    const order = before ? 'desc' : 'asc';
    return this.db
      .selectFrom('episodes')
      .select(['season_number', 'episode_number', 'name'])
      .where('title_id', '=', episode.title_id)
      .where((eb) =>
        eb.or([
          eb('season_number', op, episode.season_number),
          eb.and([
            eb('season_number', '=', episode.season_number),
            eb('episode_number', op, episode.episode_number),
          ]),
        ]),
      )
      .orderBy('season_number', order)
      .orderBy('episode_number', order)
      .limit(1)
      .executeTakeFirst();
  }
}

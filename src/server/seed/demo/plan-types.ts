import type { Insertable } from 'kysely';
import type {
  CreditsTable,
  EpisodesTable,
  SeasonsTable,
  TitlesTable,
} from '../../modules/catalogue/catalogue-tables';
import type { PeopleTable } from '../../modules/people/people-tables';
import type { SourceMovie } from './movies-source';
import type { Character } from './plots';

/** Rows of the demo catalogue as they are planned in memory, with explicit ids. */

export type TitleRow = Insertable<TitlesTable> & { id: number; name: string; popularity: number };
export type SeasonRow = Insertable<SeasonsTable> & { id: number; title_id: number; number: number };
export type EpisodeRow = Insertable<EpisodesTable> & {
  id: number;
  season_id: number;
  season_number: number;
  episode_number: number;
};
export type PersonRow = Insertable<PeopleTable> & { id: number; name: string };
export type CreditRow = Insertable<CreditsTable> & { id: number };

export interface PlannedTitle {
  row: TitleRow;
  /** Genre keys, most important first. */
  genres: string[];
  /** Upper-case ISO country codes, main country first. */
  countries: string[];
  /** The film's row in movies.json; null for the invented series. */
  source: SourceMovie | null;
  /** The two top-billed characters, once cast, for the plot. */
  leads: Character[];
}

export interface PlannedSeries {
  title: PlannedTitle;
  seasons: SeasonRow[];
  episodes: EpisodeRow[];
}

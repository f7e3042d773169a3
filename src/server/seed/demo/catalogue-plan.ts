import { planClassification, type Classification } from './classification';
import { planCredits } from './credits';
import type { Faker } from './demo-random';
import { planMedia, type Media } from './media';
import { planMovies } from './movies';
import type { SourceMovie } from './movies-source';
import { planPeople, planPools } from './people';
import type {
  CreditRow,
  EpisodeRow,
  PersonRow,
  PlannedTitle,
  SeasonRow,
  TitleRow,
} from './plan-types';
import { episodePlot, plotFor, seasonPlot, type Character } from './plots';
import { planSeries } from './series';

/** First ids of every table the catalogue fills (1 on an empty database). */
export interface CatalogueIds {
  title: number;
  season: number;
  episode: number;
  person: number;
  credit: number;
  genre: number;
  keyword: number;
  country: number;
  image: number;
  video: number;
}

export interface CataloguePlan extends Classification, Media {
  titles: TitleRow[];
  seasons: SeasonRow[];
  episodes: EpisodeRow[];
  people: PersonRow[];
  credits: CreditRow[];
}

const FALLBACK: Character[] = [
  { name: 'Alex Morgan', sex: 'female' },
  { name: 'Sam Porter', sex: 'male' },
];

const leadsOf = (title: PlannedTitle): [Character, Character] => [
  title.leads[0] ?? FALLBACK[0]!,
  title.leads[1] ?? FALLBACK[1]!,
];

/**
 * The whole demo catalogue in memory: the cleaned films and the invented series, their people
 * and credits, the series' plots written around their cast, genres, keywords, countries, images and videos.
 * Deterministic for a given faker seed, source and ids.
 */
export function planCatalogue(
  faker: Faker,
  source: SourceMovie[],
  ids: CatalogueIds,
): CataloguePlan {
  const movies = planMovies(faker, source, ids.title);
  const series = planSeries(faker, {
    title: ids.title + movies.length,
    season: ids.season,
    episode: ids.episode,
  });
  const titles = [...movies, ...series.map((s) => s.title)];

  const pools = planPools(faker, titles);
  const planned = planCredits(faker, pools, movies, series);
  const people = planPeople(faker, pools, ids.person);
  const credits: CreditRow[] = planned.map((credit, index) => ({
    id: ids.credit + index,
    person_id: credit.talent.id!,
    title_id: credit.titleId,
    creditable_type: credit.creditableType,
    creditable_id: credit.creditableId,
    department: credit.department,
    job: credit.job,
    character: credit.character,
    order: credit.order,
  }));

  // The films' overviews come from their source rows; only the invented series get plots.
  for (const show of series) {
    const [lead, second] = leadsOf(show.title);
    show.title.row.plot = plotFor(faker, show.title.genres, lead, second);
    for (const season of show.seasons) season.plot = seasonPlot(faker, season.number, lead, second);
    for (const episode of show.episodes) episode.plot = episodePlot(faker, lead, second);
  }

  const classification = planClassification(faker, titles, {
    genre: ids.genre,
    keyword: ids.keyword,
    country: ids.country,
  });
  const media = planMedia(faker, titles, series, people, { image: ids.image, video: ids.video });
  return {
    titles: titles.map((t) => t.row),
    seasons: series.flatMap((s) => s.seasons),
    episodes: series.flatMap((s) => s.episodes),
    people,
    credits,
    ...classification,
    ...media,
  };
}

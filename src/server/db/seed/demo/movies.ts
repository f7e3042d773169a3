import { artPath } from '../../../modules/art/art-paths';
import { clamp, DEMO_NOW, round1, type Faker } from './demo-random';
import type { SourceMovie } from './movies-source';
import type { PlannedTitle } from './plan-types';
import { foreignLanguageOf } from './taxonomy';

const NOW = new Date(DEMO_NOW).toISOString();

/** Typical running times (mean, spread) by genre, for films the source has none for. */
const RUNTIMES: Record<string, [number, number]> = {
  family: [92, 8],
  animation: [90, 7],
  comedy: [101, 10],
  horror: [97, 9],
  documentary: [95, 12],
  romance: [108, 11],
  action: [118, 14],
  adventure: [122, 16],
  history: [135, 20],
  western: [118, 16],
  musical: [125, 18],
};

export function runtimeFor(faker: Faker, genres: string[]): number {
  const [mean, spread] = RUNTIMES[genres.find((g) => RUNTIMES[g]) ?? ''] ?? [112, 14];
  const normal =
    (faker.number.float({ min: 0, max: 1 }) +
      faker.number.float({ min: 0, max: 1 }) +
      faker.number.float({ min: 0, max: 1 }) -
      1.5) *
    2;
  return Math.round(clamp(mean + normal * spread, 75, 200));
}

/**
 * Popularity from audience size and recency: log of the votes, plus a boost for the last two
 * decades of the catalogue, with a little noise. Roughly 5 to 95.
 */
export function popularityFor(faker: Faker, votes: number, year: number): number {
  const audience = Math.log10(votes + 1) * 13;
  const recency = clamp((year - 1990) / 21, 0, 1) * 20;
  return round1((audience + recency) * faker.number.float({ min: 0.9, max: 1.1 }) + 2);
}

const SECOND_COUNTRIES = ['GB', 'CA', 'DE', 'FR', 'AU'];

function countriesFor(faker: Faker, movie: SourceMovie): { language: string; countries: string[] } {
  const foreign = movie.repaired ? foreignLanguageOf(movie.name) : null;
  if (foreign) return { language: foreign.language, countries: [foreign.country] };
  const roll = faker.number.float({ min: 0, max: 1 });
  const main =
    roll < 0.84 ? 'US' : roll < 0.93 ? 'GB' : roll < 0.96 ? 'CA' : roll < 0.98 ? 'AU' : 'IE';
  const countries = [main];
  if (faker.number.float({ min: 0, max: 1 }) < 0.18) {
    const second = faker.helpers.arrayElement(SECOND_COUNTRIES.filter((c) => c !== main));
    countries.push(second);
  }
  return { language: 'en', countries };
}

/** The films of the cleaned source as title rows with ids from `firstId`; plots come later. */
export function planMovies(faker: Faker, movies: SourceMovie[], firstId: number): PlannedTitle[] {
  return movies.map((movie, index) => {
    const id = firstId + index;
    const { language, countries } = countriesFor(faker, movie);
    return {
      row: {
        id,
        type: 'movie',
        name: movie.name,
        original_name: movie.name,
        year: movie.year,
        release_date: movie.releaseDate,
        runtime: movie.runtime ?? runtimeFor(faker, movie.genres),
        tagline: null,
        plot: null,
        certification: movie.certification,
        language,
        country: countries[0]!,
        status: 'Released',
        budget: movie.budget,
        revenue: movie.revenue,
        poster: artPath('poster', id, movie.name, String(movie.year)),
        backdrop: artPath('backdrop', id),
        popularity: popularityFor(faker, movie.votes, movie.year),
        rating: movie.rating,
        vote_count: movie.rating === null ? 0 : movie.votes,
        imdb_id: null,
        tmdb_id: null,
        season_count: 0,
        episode_count: 0,
        created_at: NOW,
        updated_at: NOW,
      },
      genres: movie.genres,
      countries,
      source: movie,
      leads: [],
    };
  });
}

import { artPath } from '../../modules/art/art-paths';
import { clamp, DEMO_NOW, round1, type Faker } from './demo-random';
import type { SourceMovie } from './movies-source';
import { overviewOf } from './overviews';
import type { PlannedTitle } from './plan-types';
import { foreignLanguageOf } from './taxonomy';

const NOW = new Date(DEMO_NOW).toISOString();

/**
 * Popularity from audience size and recency: log of the votes, plus a boost for the last two
 * decades of the catalogue, with a little noise. Roughly 5 to 95.
 */
export function popularityFor(faker: Faker, votes: number, year: number): number {
  const audience = Math.log10(votes + 1) * 13;
  const recency = clamp((year - 1990) / 21, 0, 1) * 20;
  return round1((audience + recency) * faker.number.float({ min: 0.9, max: 1.1 }) + 2);
}

/**
 * movies.json names no production country; only a foreign-language title gives one away, so
 * the other films get none rather than an invented one.
 */
function countriesFor(movie: SourceMovie): { language: string; countries: string[] } {
  const foreign = movie.repaired ? foreignLanguageOf(movie.name) : null;
  if (foreign) return { language: foreign.language, countries: [foreign.country] };
  return { language: 'en', countries: [] };
}

/** The films of the cleaned source as title rows with ids from `firstId`, overviews from the source. */
export function planMovies(faker: Faker, movies: SourceMovie[], firstId: number): PlannedTitle[] {
  return movies.map((movie, index) => {
    const id = firstId + index;
    const { language, countries } = countriesFor(movie);
    return {
      row: {
        id,
        type: 'movie',
        name: movie.name,
        original_name: movie.name,
        year: movie.year,
        release_date: movie.releaseDate,
        runtime: movie.runtime,
        tagline: null,
        plot: overviewOf(movie),
        certification: movie.certification,
        language,
        country: countries[0] ?? null,
        status: 'Released',
        budget: movie.budget,
        revenue: movie.revenue,
        poster: artPath('poster', id, movie.name, String(movie.year)),
        backdrop: artPath('backdrop', id),
        popularity: popularityFor(faker, movie.votes, movie.year),
        rating: movie.rating,
        vote_count: movie.rating === null ? 0 : movie.votes,
        // movies.json's 'IMDB Rating' and 'IMDB Votes'.
        rating_source: movie.rating === null ? null : 'IMDb',
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

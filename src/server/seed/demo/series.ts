import { artPath } from '../../modules/art/art-paths';
import { addDays, clamp, DEMO_NOW, round1, type Faker } from './demo-random';
import { popularityFor } from './movies';
import { episodeName } from './names';
import { SERIES } from './names';
import type { EpisodeRow, PlannedSeries, SeasonRow } from './plan-types';

const NOW = new Date(DEMO_NOW).toISOString();
const LAST_AIR_YEAR = 2012;

export interface SeriesIds {
  title: number;
  season: number;
  episode: number;
}

/** One series: its title row, its seasons and their weekly episodes (plots come later). */
function planOne(faker: Faker, index: number, ids: SeriesIds): PlannedSeries {
  const spec = SERIES[index]!;
  const titleId = ids.title + index;
  const firstYear = faker.number.int({ min: 1994, max: 2010 });
  const seasonCount = Math.min(faker.number.int({ min: 1, max: 5 }), LAST_AIR_YEAR - firstYear + 1);
  const comedy = spec.genres[0] === 'comedy';
  const runtime = comedy
    ? faker.number.int({ min: 22, max: 30 })
    : faker.number.int({ min: 42, max: 58 });
  const seasons: SeasonRow[] = [];
  const episodes: EpisodeRow[] = [];
  for (let number = 1; number <= seasonCount; number++) {
    const seasonId = ids.season + seasons.length;
    const episodeCount = faker.number.int({ min: 6, max: 10 });
    const month = faker.helpers.arrayElement(['01', '03', '09', '10']);
    const premiere = `${firstYear + number - 1}-${month}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
    seasons.push({
      id: seasonId,
      title_id: titleId,
      number,
      name: `Season ${number}`,
      plot: null,
      poster: artPath('poster', `${titleId}-s${number}`, spec.name, `Season ${number}`),
      release_date: premiere,
      episode_count: episodeCount,
      created_at: NOW,
      updated_at: NOW,
    });
    for (let episode = 1; episode <= episodeCount; episode++) {
      // How widely the episode is watched, which orders it; not a rating nor votes anyone cast.
      const audience = Math.round(faker.number.float({ min: 80, max: 2500 }) / number);
      episodes.push({
        id: ids.episode + episodes.length,
        title_id: titleId,
        season_id: seasonId,
        season_number: number,
        episode_number: episode,
        name: episodeName(faker, number, episode, episode === episodeCount),
        plot: null,
        poster: artPath('still', `${titleId}-s${number}e${episode}`),
        release_date: addDays(premiere, (episode - 1) * 7),
        runtime: clamp(runtime + faker.number.int({ min: -3, max: 4 }), 20, 70),
        // Invented episodes have no rating from anywhere: nothing to show or to label.
        rating: null,
        vote_count: 0,
        popularity: round1(Math.log10(audience + 1) * 10),
        created_at: NOW,
        updated_at: NOW,
      });
    }
  }
  const lastSeasonYear = firstYear + seasonCount - 1;
  const audience = Math.round(10 ** faker.number.float({ min: 2.7, max: 4.9 }));
  const seasonEpisodes = (n: number) => episodes.filter((e) => e.season_number === n).length;
  return {
    title: {
      row: {
        id: titleId,
        type: 'series',
        name: spec.name,
        original_name: spec.name,
        year: firstYear,
        release_date: seasons[0]!.release_date,
        runtime,
        tagline: spec.tagline,
        plot: null,
        certification: faker.helpers.arrayElement(comedy ? ['TV-PG', 'TV-14'] : ['TV-14', 'TV-MA']),
        language: 'en',
        country: index % 5 === 3 ? 'GB' : 'US',
        status:
          lastSeasonYear >= 2011 && seasonEpisodes(seasonCount) > 0 ? 'Returning Series' : 'Ended',
        budget: null,
        revenue: null,
        poster: artPath('poster', titleId, spec.name, `${firstYear}`),
        backdrop: artPath('backdrop', titleId),
        popularity: popularityFor(faker, audience, lastSeasonYear),
        // An invented series has no rating from anywhere that could be named, so none at all;
        // its members' ratings are shown, as theirs, by the reviews section.
        rating: null,
        vote_count: 0,
        rating_source: null,
        imdb_id: null,
        tmdb_id: null,
        season_count: seasonCount,
        episode_count: episodes.length,
        created_at: NOW,
        updated_at: NOW,
      },
      genres: spec.genres,
      countries: [index % 5 === 3 ? 'GB' : 'US'],
      source: null,
      leads: [],
    },
    seasons,
    episodes,
  };
}

/** The demo's forty invented series, with ids from `ids`. */
export function planSeries(faker: Faker, ids: SeriesIds): PlannedSeries[] {
  const planned: PlannedSeries[] = [];
  let next = { ...ids };
  for (let index = 0; index < SERIES.length; index++) {
    const series = planOne(faker, index, {
      title: ids.title,
      season: next.season,
      episode: next.episode,
    });
    next = {
      title: ids.title,
      season: next.season + series.seasons.length,
      episode: next.episode + series.episodes.length,
    };
    planned.push(series);
  }
  return planned;
}

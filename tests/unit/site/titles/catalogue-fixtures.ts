import type {
  CastCredit,
  CrewCredit,
  Episode,
  EpisodePageResponse,
  FilmographyCredit,
  Image,
  PersonPageResponse,
  SeasonPageResponse,
  SeasonSummary,
  TitleCard,
  TitleCreditsResponse,
  TitlePageResponse,
  Video,
} from '@common/catalogue/catalogue-types';

/** Catalogue API answers for the title and person page tests, shaped as the contract says. */

export function titleCard(overrides: Partial<TitleCard> = {}): TitleCard {
  return {
    id: 1,
    type: 'movie',
    name: 'The Long Night',
    year: 2019,
    release_date: '2019-05-30',
    poster: 'art/poster/1.svg',
    backdrop: 'art/backdrop/1.svg',
    rating: 7.4,
    vote_count: 12345,
    rating_source: 'IMDb',
    popularity: 10,
    runtime: 134,
    genres: [
      { id: 1, name: 'drama', display_name: 'Drama' },
      { id: 2, name: 'science-fiction', display_name: 'Science Fiction' },
    ],
    ...overrides,
  };
}

export const person = (id: number, name: string) => ({
  id,
  name,
  image: `art/profile/${id}.svg`,
});

export const cast = (id: number, name: string, character: string, order = id): CastCredit => ({
  id,
  person: person(id, name),
  character,
  order,
});

export const crew = (
  id: number,
  name: string,
  department: string,
  job: string,
  personId = id,
): CrewCredit => ({ id, person: person(personId, name), department, job });

export function video(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    title_id: 1,
    season_number: null,
    episode_number: null,
    episode_id: null,
    name: `Video ${id}`,
    description: null,
    thumbnail: `art/still/${id}.svg`,
    source: 'mp4',
    src: `https://videos.example/${id}.mp4`,
    category: 'clip',
    quality: 'hd',
    language: 'en',
    duration: 151,
    ...overrides,
  };
}

export const image = (id: number, type: Image['type'] = 'backdrop'): Image => ({
  id,
  type,
  url: `art/${type}/${id}.svg`,
  width: null,
  height: null,
});

export function season(number: number, overrides: Partial<SeasonSummary> = {}): SeasonSummary {
  return {
    id: 100 + number,
    number,
    name: null,
    poster: `art/poster/s${number}.svg`,
    release_date: `${2010 + number}-09-01`,
    episode_count: 3,
    ...overrides,
  };
}

export function episode(
  seasonNumber: number,
  number: number,
  overrides: Partial<Episode> = {},
): Episode {
  return {
    id: 1000 + seasonNumber * 100 + number,
    title_id: 2,
    season_id: 100 + seasonNumber,
    season_number: seasonNumber,
    episode_number: number,
    name: `Chapter ${number}`,
    plot: `What happens in chapter ${number}.`,
    poster: `art/still/e${number}.svg`,
    release_date: `${2010 + seasonNumber}-09-${String(number).padStart(2, '0')}`,
    runtime: 52,
    rating: 8.1,
    vote_count: 321,
    ...overrides,
  };
}

export function titlePageResponse(overrides: Partial<TitlePageResponse> = {}): TitlePageResponse {
  return {
    title: {
      ...titleCard(),
      original_name: 'La Longue Nuit',
      tagline: 'Nobody sleeps tonight.',
      plot: 'A city waits for a dawn that never comes.',
      certification: 'PG-13',
      language: 'fr',
      country: 'FR',
      status: 'Released',
      budget: 150000000,
      revenue: 420500000,
      imdb_id: 'tt0000001',
      season_count: 0,
      episode_count: 0,
      keywords: [{ id: 9, name: 'dawn', display_name: 'dawn' }],
      countries: [{ id: 3, name: 'fr', display_name: 'France' }],
    },
    credits: {
      cast: [
        cast(11, 'Ana Lima', 'Mara'),
        cast(12, 'Ben Ode', 'The Watchman'),
        cast(13, 'Cy Park', 'Officer Hale'),
      ],
      crew: [
        crew(21, 'Dana Roe', 'directing', 'Director'),
        crew(22, 'Dana Roe', 'writing', 'Screenplay', 21),
        crew(23, 'Eli Vance', 'writing', 'Story'),
        crew(24, 'Fay Moss', 'production', 'Producer'),
      ],
    },
    seasons: [],
    videos: [
      video(31, { category: 'clip', name: 'Rooftop scene' }),
      video(32, { category: 'trailer', name: 'Official trailer' }),
    ],
    images: [image(41, 'backdrop'), image(42, 'backdrop'), image(43, 'poster')],
    related: [titleCard({ id: 5, name: 'Morning Again', year: 2021 })],
    ...overrides,
  };
}

export function seriesPageResponse(): TitlePageResponse {
  const base = titlePageResponse();
  return {
    ...base,
    title: {
      ...base.title,
      id: 2,
      type: 'series',
      name: 'Harbour Lights',
      season_count: 2,
      episode_count: 6,
    },
    seasons: [season(1), season(2, { name: 'The Return' })],
  };
}

const seriesCard = () => titleCard({ id: 2, type: 'series', name: 'Harbour Lights', year: 2011 });

export function seasonPageResponse(): SeasonPageResponse {
  return {
    title: seriesCard(),
    season: { ...season(1), plot: 'The first winter at the harbour.' },
    seasons: [season(1), season(2, { name: 'The Return' })],
    episodes: [episode(1, 1), episode(1, 2, { rating: null }), episode(1, 3)],
    credits: {
      cast: [cast(11, 'Ana Lima', 'Mara')],
      crew: [crew(21, 'Dana Roe', 'directing', 'Director')],
    },
  };
}

export function episodePageResponse(): EpisodePageResponse {
  return {
    title: seriesCard(),
    season: season(1),
    episode: episode(1, 2, { name: 'Low Tide' }),
    previous: { season_number: 1, episode_number: 1, name: 'Chapter 1' },
    next: { season_number: 1, episode_number: 3, name: 'Chapter 3' },
    credits: {
      cast: [cast(11, 'Ana Lima', 'Mara'), cast(14, 'Gus Hale', 'Harbour master')],
      crew: [
        crew(21, 'Dana Roe', 'directing', 'Director'),
        crew(25, 'Hana Ito', 'camera', 'Director of Photography'),
      ],
    },
    videos: [
      video(51, {
        category: 'clip',
        name: 'Storm at the pier',
        season_number: 1,
        episode_number: 2,
        episode_id: 1102,
      }),
    ],
    images: [image(61, 'still')],
  };
}

export function creditsResponse(): TitleCreditsResponse {
  const page = titlePageResponse();
  return {
    title: titleCard(),
    credits: {
      cast: page.credits.cast,
      crew: [...page.credits.crew, crew(26, 'Ivy Stone', 'camera', 'Director of Photography')],
    },
  };
}

export function filmographyCredit(
  id: number,
  title: Partial<TitleCard>,
  values: Partial<Omit<FilmographyCredit, 'id' | 'title'>> = {},
): FilmographyCredit {
  return {
    id,
    title: titleCard({ genres: [], ...title }),
    department: 'cast',
    job: 'Actor',
    character: null,
    episode_count: null,
    ...values,
  };
}

export function personPageResponse(
  overrides: Partial<PersonPageResponse> = {},
): PersonPageResponse {
  return {
    person: {
      id: 7,
      name: 'Ana Lima',
      image: 'art/profile/7.svg',
      known_for: 'acting',
      popularity: 12,
      known_for_titles: ['The Long Night'],
      biography: 'Ana Lima was born in Porto.\n\nShe began acting on stage.',
      birth_date: '1980-06-15',
      birth_place: 'Porto, Portugal',
      death_date: null,
      death_place: null,
      gender: 'female',
      imdb_id: null,
    },
    known_for: [titleCard(), titleCard({ id: 5, name: 'Morning Again', year: 2021 })],
    filmography: {
      cast: [
        filmographyCredit(1, { id: 1, name: 'The Long Night', year: 2019 }, { character: 'Mara' }),
        filmographyCredit(
          2,
          { id: 2, type: 'series', name: 'Harbour Lights', year: 2011 },
          { character: 'Mara', episode_count: 12 },
        ),
        filmographyCredit(3, { id: 5, name: 'Morning Again', year: 2021 }, { character: 'Lena' }),
      ],
      directing: [
        filmographyCredit(
          4,
          { id: 6, name: 'Short Film', year: 2015 },
          { department: 'directing', job: 'Director' },
        ),
      ],
    },
    images: [image(71, 'profile'), image(72, 'profile')],
    ...overrides,
  };
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cleanMovie,
  cleanMovies,
  cleanTitle,
  genresFor,
  loadSourceMovies,
  mergeMovies,
  movieKey,
  parseReleaseDate,
  repairMojibake,
  YEAR_MAX,
  YEAR_MIN,
  type RawMovie,
  type SourceMovie,
} from '@server/seed/demo/movies-source';

const raw = (overrides: Partial<RawMovie> = {}): RawMovie => ({
  Title: 'Jaws',
  'Release Date': 'Jun 20 1975',
  'MPAA Rating': 'PG',
  'Running Time min': 124,
  'Major Genre': 'Horror',
  'Creative Type': 'Contemporary Fiction',
  Director: 'Steven Spielberg',
  'IMDB Rating': 8.3,
  'IMDB Votes': 138_000,
  'Production Budget': 12_000_000,
  'Worldwide Gross': 470_700_000,
  ...overrides,
});

describe('parseReleaseDate', () => {
  it('reads the source format', () => {
    expect(parseReleaseDate('Jun 12 1998')).toEqual({ year: 1998, date: '1998-06-12' });
    expect(parseReleaseDate('Jan 1 2011')).toEqual({ year: 2011, date: '2011-01-01' });
  });

  it('moves century slips back (2039 is 1939) and reads two-digit years as 19xx', () => {
    expect(parseReleaseDate('Dec 15 2039')).toEqual({ year: 1939, date: '1939-12-15' });
    expect(parseReleaseDate('Feb 08 2015')).toEqual({ year: 1915, date: '1915-02-08' });
    expect(parseReleaseDate('Mar 3 98')).toEqual({ year: 1998, date: '1998-03-03' });
  });

  it('rejects implausible years, impossible days and anything else', () => {
    expect(parseReleaseDate('Jun 12 1905')).toBeNull();
    expect(parseReleaseDate('Jun 12 2113')).toBeNull();
    expect(parseReleaseDate('Feb 30 1999')).toBeNull();
    expect(parseReleaseDate('Foo 12 1999')).toBeNull();
    expect(parseReleaseDate('1999-06-12')).toBeNull();
    expect(parseReleaseDate(null)).toBeNull();
    expect(parseReleaseDate(19990612)).toBeNull();
  });
});

describe('repairMojibake', () => {
  it('undoes Windows-1252 text read as Mac OS Roman', () => {
    expect(repairMojibake('LÈon')).toBe('Léon');
    expect(repairMojibake('Per qualche dollaro in pi˘')).toBe('Per qualche dollaro in più');
    expect(repairMojibake('Die F‰lscher')).toBe('Die Fälscher');
    expect(repairMojibake("I Love You Ö Don't Touch Me!")).toBe("I Love You … Don't Touch Me!");
    expect(repairMojibake('The Naked Gun 2Ω: The Smell of Fear')).toBe(
      'The Naked Gun 2½: The Smell of Fear',
    );
  });

  it('leaves plain and unrepairable text alone', () => {
    expect(repairMojibake('Jaws')).toBe('Jaws');
    expect(repairMojibake('Alien³')).toBe('Alien³');
    expect(repairMojibake('Ri¢hie Ri¢h')).toBe('Ri¢hie Ri¢h');
  });
});

describe('cleanTitle', () => {
  it('normalises the source titles', () => {
    expect(cleanTitle(300)).toBe('300');
    expect(cleanTitle('King Kong (1933)')).toBe('King Kong');
    expect(cleanTitle('Charge of the Light Brigade, The')).toBe('The Charge of the Light Brigade');
    expect(cleanTitle('Halloween:  The Curse of Michael Myers ')).toBe(
      'Halloween: The Curse of Michael Myers',
    );
    expect(cleanTitle('CachÈ')).toBe('Caché');
  });

  it('has no title for empty values', () => {
    expect(cleanTitle(null)).toBeNull();
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanTitle({})).toBeNull();
  });
});

describe('movieKey', () => {
  it('ignores case, accents and punctuation but not the year', () => {
    expect(movieKey('Mr. Smith Goes To Washington', 1939)).toBe(
      movieKey('Mr Smith goes to Washington', 1939),
    );
    expect(movieKey('Léon', 1994)).toBe(movieKey('Leon', 1994));
    expect(movieKey('Secrets & Lies', 1996)).toBe(movieKey('Secrets and Lies', 1996));
    expect(movieKey('King Kong', 1933)).not.toBe(movieKey('King Kong', 1976));
  });
});

describe('genresFor', () => {
  it('takes the genres the major genre names, and nothing from the creative type', () => {
    expect(genresFor('Drama')).toEqual(['drama']);
    expect(genresFor('Romantic Comedy')).toEqual(['romance', 'comedy']);
    expect(genresFor('Action')).toEqual(['action']);
    expect(genresFor('Thriller/Suspense')).toEqual(['thriller']);
    expect(genresFor('Black Comedy')).toEqual(['comedy']);
    expect(genresFor('Concert/Performance')).toEqual(['music']);
  });

  it('invents none when the source gives none', () => {
    expect(genresFor(null)).toEqual([]);
    expect(genresFor('Unknown')).toEqual([]);
  });
});

describe('cleanMovie', () => {
  it('keeps the source figures', () => {
    expect(cleanMovie(raw())).toMatchObject({
      name: 'Jaws',
      year: 1975,
      releaseDate: '1975-06-20',
      runtime: 124,
      certification: 'PG',
      majorGenre: 'Horror',
      genres: ['horror'],
      creativeType: 'Contemporary Fiction',
      rating: 8.3,
      votes: 138_000,
      budget: 12_000_000,
      revenue: 470_700_000,
      director: 'Steven Spielberg',
      repaired: false,
    });
  });

  it('drops implausible values and rows without a title or date', () => {
    const movie = cleanMovie(
      raw({
        'Running Time min': 7,
        'IMDB Rating': 11,
        'MPAA Rating': 'Open',
        'Production Budget': 0,
        'Worldwide Gross': null,
        'US Gross': 5000,
        Director: '  ',
      }),
    );
    expect(movie).toMatchObject({
      runtime: null,
      rating: null,
      certification: null,
      budget: null,
      revenue: 5000,
      director: null,
    });
    expect(cleanMovie(raw({ 'MPAA Rating': 'Not Rated' }))?.certification).toBe('NR');
    expect(cleanMovie(raw({ Title: null }))).toBeNull();
    expect(cleanMovie(raw({ 'Release Date': 'Jun 20 1899' }))).toBeNull();
  });
});

describe('mergeMovies', () => {
  it('keeps the more complete record and fills its gaps from the other', () => {
    const sparse = cleanMovie(raw({ Director: null, 'Running Time min': null, 'IMDB Votes': 10 }))!;
    const full = cleanMovie(raw({ 'Production Budget': null, 'IMDB Votes': 20 }))!;
    const merged = mergeMovies(sparse, full);
    expect(merged).toMatchObject({
      director: 'Steven Spielberg',
      runtime: 124,
      budget: 12_000_000,
      votes: 20,
    } satisfies Partial<SourceMovie>);
    expect(mergeMovies(full, sparse)).toEqual(merged);
  });
});

describe('cleanMovies', () => {
  it('merges duplicates by title and year, keeping the first position', () => {
    const movies = cleanMovies([
      raw({ Title: 'Alpha' }),
      raw({ Title: 'Jaws', Director: null }),
      raw({ Title: 'JAWS', 'Release Date': 'Jun 21 1975', 'Running Time min': null }),
      raw({ Title: 'Jaws', 'Release Date': 'Jun 20 2006' }),
      raw({ Title: null }),
    ]);
    expect(movies.map((m) => `${m.name} ${m.year}`)).toEqual([
      'Alpha 1975',
      'Jaws 1975',
      'Jaws 2006',
    ]);
    expect(movies[1]).toMatchObject({ director: 'Steven Spielberg', runtime: 124 });
  });

  it('cleans the real movies.json', () => {
    const movies = loadSourceMovies();
    expect(movies.length).toBeGreaterThan(3100);
    expect(movies.length).toBeLessThanOrEqual(3201);
    expect(Math.min(...movies.map((m) => m.year))).toBeGreaterThanOrEqual(YEAR_MIN);
    expect(Math.max(...movies.map((m) => m.year))).toBeLessThanOrEqual(YEAR_MAX);
    const keys = movies.map((m) => movieKey(m.name, m.year));
    expect(new Set(keys).size).toBe(keys.length);
    expect(movies.every((m) => /^\d{4}-\d{2}-\d{2}$/.test(m.releaseDate))).toBe(true);
    expect(movies.every((m) => (m.majorGenre === null) === (m.genres.length === 0))).toBe(true);
    expect(movies.find((m) => m.name === 'The Dark Knight')).toMatchObject({
      majorGenre: 'Action',
      genres: ['action'],
      creativeType: 'Super Hero',
      rottenTomatoes: 93,
    });
    const find = (name: string) => movies.filter((m) => m.name === name).map((m) => m.year);
    expect(find('Gone with the Wind')).toEqual([1939]);
    expect(find('King Kong').sort()).toEqual([1933, 1976, 2005]);
    expect(find('The Charge of the Light Brigade')).toEqual([1936]);
    expect(find('Léon')).toEqual([1994]);
    expect(find('The Birth of a Nation')).toEqual([1915]);
    expect(movies.some((m) => /[ÈÍ˘‰]/.test(m.name))).toBe(false);
  });
});

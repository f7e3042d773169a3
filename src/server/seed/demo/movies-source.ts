import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The real films of vega-datasets' movies.json, cleaned: plausible years only, titles repaired,
 * duplicates merged, genres mapped onto the catalogue's genre keys. Pure functions, unit-tested.
 */

export interface RawMovie {
  Title: string | number | null;
  'US Gross'?: number | null;
  'Worldwide Gross'?: number | null;
  'Production Budget'?: number | null;
  'Release Date'?: string | null;
  'MPAA Rating'?: string | null;
  'Running Time min'?: number | null;
  Distributor?: string | null;
  Source?: string | null;
  'Major Genre'?: string | null;
  'Creative Type'?: string | null;
  Director?: string | null;
  'Rotten Tomatoes Rating'?: number | null;
  'IMDB Rating'?: number | null;
  'IMDB Votes'?: number | null;
}

export interface SourceMovie {
  name: string;
  year: number;
  /** YYYY-MM-DD */
  releaseDate: string;
  runtime: number | null;
  certification: string | null;
  /** The source's 'Major Genre' ('Romantic Comedy'), null when it gives none. */
  majorGenre: string | null;
  /** Genre keys (see GENRES in taxonomy.ts) of that major genre; empty when it gives none. */
  genres: string[];
  /** 'Super Hero', 'Historical Fiction' … */
  creativeType: string | null;
  /** The IMDb rating and its votes. */
  rating: number | null;
  votes: number;
  /** Rotten Tomatoes score, 0–100. */
  rottenTomatoes: number | null;
  budget: number | null;
  usGross: number | null;
  worldwideGross: number | null;
  /** Worldwide gross, or the US gross when that is all the source has. */
  revenue: number | null;
  director: string | null;
  distributor: string | null;
  /** 'Based on Book/Short Story', 'Remake' … */
  source: string | null;
  /** Whether the title was repaired from mis-decoded text (a foreign title, as it happens). */
  repaired: boolean;
}

/** The data set runs from the silent era to 2011; anything outside is a parsing accident. */
export const YEAR_MIN = 1915;
export const YEAR_MAX = 2012;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Jun 12 1998" → {year: 1998, date: '1998-06-12'}. Two-digit years and years past YEAR_MAX
 * come from a century slip in the source ("Dec 15 2039" is Gone with the Wind, 1939), so they
 * move back a century; whatever is still implausible is rejected.
 */
export function parseReleaseDate(value: unknown): { year: number; date: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^([A-Za-z]{3})\s+(\d{1,2}),?\s+(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  const day = Number(match[2]);
  let year = Number(match[3]);
  if (match[3]!.length === 2) year += 1900;
  if (year > YEAR_MAX) year -= 100;
  if (month < 0 || year < YEAR_MIN || year > YEAR_MAX) return null;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { year, date };
}

/** Mac OS Roman's upper half, 0x80–0xFF. */
const MAC_ROMAN =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';
/** Windows-1252's 0x80–0x9F (the rest of its upper half is Latin-1); unused bytes stay as they are. */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const windows1252 = (byte: number) =>
  byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_C1[byte - 0x80]! : String.fromCharCode(byte);

/**
 * Undoes the source's mojibake: Windows-1252 text that was read as Mac OS Roman
 * ('LÈon' → 'Léon', 'Per qualche dollaro in pi˘' → '… più'). Text with a character that Mac OS
 * Roman cannot produce is left alone.
 */
export function repairMojibake(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  let repaired = '';
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) {
      repaired += char;
      continue;
    }
    const index = MAC_ROMAN.indexOf(char);
    if (index < 0) return text;
    repaired += windows1252(0x80 + index);
  }
  return repaired;
}

/**
 * A display title from the source's value: numbers become text ('300'), spacing is normalised,
 * a trailing year ('King Kong (1933)') and a trailing article ('Secret, The') are undone.
 */
export function cleanTitle(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let title = repairMojibake(String(value)).replace(/\s+/g, ' ').trim();
  title = title.replace(/\s*\((19|20)\d{2}\)$/, '');
  const article = /^(.*), (The|A|An)$/.exec(title);
  if (article) title = `${article[2]} ${article[1]}`;
  return title || null;
}

/** Key of a film for duplicate detection: its title without case, accents or punctuation, and year. */
export function movieKey(name: string, year: number): string {
  const plain = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return `${plain}|${year}`;
}

const MAJOR_GENRES: Record<string, string[]> = {
  Drama: ['drama'],
  Comedy: ['comedy'],
  Musical: ['musical'],
  'Thriller/Suspense': ['thriller'],
  Adventure: ['adventure'],
  Action: ['action'],
  'Romantic Comedy': ['romance', 'comedy'],
  Horror: ['horror'],
  Western: ['western'],
  Documentary: ['documentary'],
  'Black Comedy': ['comedy'],
  'Concert/Performance': ['music'],
};

/**
 * Genre keys of the source's 'Major Genre'. Only what the label says: 'Romantic Comedy' is both a
 * romance and a comedy, 'Black Comedy' a comedy; the creative type ('Super Hero') is not a genre.
 */
export function genresFor(major: unknown): string[] {
  return [...(MAJOR_GENRES[String(major)] ?? [])];
}

const CERTIFICATIONS: Record<string, string> = {
  G: 'G',
  PG: 'PG',
  'PG-13': 'PG-13',
  R: 'R',
  'NC-17': 'NC-17',
  'Not Rated': 'NR',
};

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;

const cleanText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : null;

/** One source row as a film, or null when it has no title or no plausible release date. */
export function cleanMovie(raw: RawMovie): SourceMovie | null {
  const name = cleanTitle(raw.Title);
  const released = parseReleaseDate(raw['Release Date']);
  if (!name || !released) return null;
  const rating = raw['IMDB Rating'];
  const tomatoes = raw['Rotten Tomatoes Rating'];
  const major = cleanText(raw['Major Genre']);
  const runtime = positive(raw['Running Time min']);
  return {
    name,
    year: released.year,
    releaseDate: released.date,
    runtime: runtime !== null && runtime >= 40 && runtime <= 300 ? runtime : null,
    certification: CERTIFICATIONS[String(raw['MPAA Rating'])] ?? null,
    majorGenre: major && MAJOR_GENRES[major] ? major : null,
    genres: genresFor(major),
    creativeType: cleanText(raw['Creative Type']),
    rating:
      typeof rating === 'number' && rating >= 1 && rating <= 10
        ? Math.round(rating * 10) / 10
        : null,
    votes: positive(raw['IMDB Votes']) ?? 0,
    rottenTomatoes:
      typeof tomatoes === 'number' && tomatoes >= 0 && tomatoes <= 100
        ? Math.round(tomatoes)
        : null,
    budget: positive(raw['Production Budget']),
    usGross: positive(raw['US Gross']),
    worldwideGross: positive(raw['Worldwide Gross']),
    revenue: positive(raw['Worldwide Gross']) ?? positive(raw['US Gross']),
    director: cleanText(raw.Director),
    distributor: cleanText(raw.Distributor),
    source: cleanText(raw.Source),
    repaired: repairMojibake(String(raw.Title)) !== String(raw.Title),
  };
}

const filled = (movie: SourceMovie) =>
  Object.values(movie).filter((value) => value !== null && value !== 0).length;

/** Two records of one film as one: the more complete record wins, its gaps filled from the other. */
export function mergeMovies(a: SourceMovie, b: SourceMovie): SourceMovie {
  const [base, other] = filled(b) > filled(a) ? [b, a] : [a, b];
  const merged = { ...base };
  for (const key of Object.keys(other) as Array<keyof SourceMovie>) {
    if (merged[key] === null || merged[key] === 0) Object.assign(merged, { [key]: other[key] });
  }
  merged.votes = Math.max(a.votes, b.votes);
  if (!base.genres.length) merged.genres = other.genres;
  return merged;
}

/** Cleans and de-duplicates the source rows, keeping the order of first appearance. */
export function cleanMovies(rows: RawMovie[]): SourceMovie[] {
  const byKey = new Map<string, SourceMovie>();
  for (const row of rows) {
    const movie = cleanMovie(row);
    if (!movie) continue;
    const key = movieKey(movie.name, movie.year);
    const seen = byKey.get(key);
    byKey.set(key, seen ? mergeMovies(seen, movie) : movie);
  }
  return [...byKey.values()];
}

/** movies.json from the installed vega-datasets package (read at seed time, never bundled). */
export function loadSourceMovies(): SourceMovie[] {
  const main = createRequire(import.meta.url).resolve('vega-datasets');
  const file = path.join(path.dirname(main), '..', 'data', 'movies.json');
  return cleanMovies(JSON.parse(readFileSync(file, 'utf8')) as RawMovie[]);
}

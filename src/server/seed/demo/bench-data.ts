import { artPath } from '../../modules/art/art-paths';
import { seededRandom, type Random } from '../../modules/art/art-palette';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './name-lists';
import { GENRES } from './taxonomy';

/**
 * The large generated data set for benchmarks (`npm run seed:bench`): any row can be generated
 * on its own from its index, so the loader streams batches without holding a million objects.
 * Column order matches the *_COLUMNS arrays.
 */

export interface BenchSizes {
  titles: number;
  people: number;
  credits: number;
}

export const BENCH_NOW = '2026-11-01T12:00:00.000Z';

const ADJECTIVES =
  'Silent Broken Last Hidden Golden Dark Lost Burning Crimson Frozen Wild Secret Quiet Endless Hollow Savage Electric Distant Bitter Shattered Eternal Restless Midnight Scarlet Northern Southern Fallen Sacred Forgotten Iron Silver Velvet Wicked Little Lonely Brave Final Long Deadly Second Perfect Invisible Crooked Painted Haunted Ancient Rising Falling Sweet Cold Burning Black White Blue Red Green'.split(
    ' ',
  );
const NOUNS =
  'Harbor River Shadow Empire Garden Storm Kingdom Secret Promise Mirror Horizon Letter Island Road City Summer Winter Fire Night Heart Witness Stranger Hunter Ghost Machine Legacy Journey Frontier Dream Lie Truth Game Voyage Signal Echo Crown Blade Bridge House Train Mountain Desert Ocean Forest Valley Station Hotel Circus Theatre Affair Code Protocol Line Edge Sky Moon Sun Star Planet Orbit Tide Flame Smoke Dust Glass Stone Wolf Raven Tiger Lion Dragon Angel Devil Saint Soldier Spy Thief Queen King Prince Doctor Detective Captain Stranger Family Brothers Sisters Daughter Son Mother Father Wedding Funeral Party Reunion Escape Chase Heist Revenge Redemption Reckoning Awakening Uprising Descent Return Arrival'.split(
    ' ',
  );
const PLACES =
  'Paris Tokyo Berlin Vienna Cairo Havana Memphis Chicago Boston Dublin Lisbon Rome Venice Moscow Shanghai Bombay Sydney Montana Alaska Texas Brooklyn Harlem Malibu Tangier Casablanca Marrakesh Seville Prague Budapest Oslo'.split(
    ' ',
  );
const JOBS = ['Actor', 'Actor', 'Actor'];

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const withArticle = (noun: string) => `${/^[AEIOU]/.test(noun) ? 'an' : 'a'} ${noun.toLowerCase()}`;

/** A stable random source for row `index` of a kind of row. */
const rowRandom = (kind: number, index: number) =>
  seededRandom(Math.imul(index + 1, 2654435761) ^ Math.imul(kind, 40503));

function titleName(random: Random): string {
  const adjective = pick(random, ADJECTIVES);
  const noun = pick(random, NOUNS);
  const roll = random();
  const name =
    roll < 0.35
      ? `The ${adjective} ${noun}`
      : roll < 0.5
        ? `${noun} of the ${pick(random, NOUNS)}`
        : roll < 0.62
          ? `${adjective} ${noun}`
          : roll < 0.72
            ? `A ${noun} in ${pick(random, PLACES)}`
            : roll < 0.82
              ? `${pick(random, random() < 0.5 ? FEMALE_NAMES : MALE_NAMES)}'s ${noun}`
              : roll < 0.9
                ? `The ${noun}`
                : `${noun} ${pick(random, NOUNS)}`;
  return random() < 0.05 ? `${name} ${2 + Math.floor(random() * 3)}` : name;
}

export const GENRE_ROWS = Object.entries(GENRES).map(([name, display_name], i) => ({
  id: i + 1,
  name,
  display_name,
}));

export const TITLE_COLUMNS = [
  'id',
  'type',
  'name',
  'original_name',
  'year',
  'release_date',
  'runtime',
  'plot',
  'certification',
  'language',
  'country',
  'status',
  'poster',
  'backdrop',
  'popularity',
  'rating',
  'vote_count',
  'rating_source',
  'season_count',
  'episode_count',
  'created_at',
  'updated_at',
] as const;

/** Title `id` (1-based) as values in TITLE_COLUMNS order, and its genre ids. */
export function benchTitle(id: number): { values: unknown[]; genres: number[] } {
  const random = rowRandom(1, id);
  const series = random() < 0.1;
  const name = titleName(random);
  const year = 2024 - Math.floor(random() ** 1.8 * 100);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const votes = Math.floor(10 ** (1 + random() * 4.5));
  const rating =
    Math.round(Math.min(10, Math.max(1, 6.4 + (random() + random() + random() - 1.5) * 2.4)) * 10) /
    10;
  const popularity =
    Math.round(
      (Math.log10(votes + 1) * 13 + Math.max(0, year - 1995) * 0.7) * (0.9 + random() * 0.2) * 10,
    ) / 10;
  const genreCount = 1 + Math.floor(random() * 3);
  const genres = new Set<number>();
  while (genres.size < genreCount) genres.add(1 + Math.floor(random() * GENRE_ROWS.length));
  const english = random() < 0.88;
  const values = [
    id,
    series ? 'series' : 'movie',
    name,
    name,
    year,
    `${year}-${month}-${day}`,
    series ? 25 + Math.floor(random() * 35) : 80 + Math.floor(random() * 70),
    `A ${pick(random, ADJECTIVES).toLowerCase()} story of ${withArticle(pick(random, NOUNS))} and ${withArticle(pick(random, NOUNS))} in ${pick(random, PLACES)}.`,
    pick(random, ['G', 'PG', 'PG-13', 'R', 'NR']),
    english ? 'en' : pick(random, ['fr', 'de', 'es', 'it', 'ja', 'ko']),
    english
      ? pick(random, ['US', 'US', 'US', 'GB', 'CA', 'AU'])
      : pick(random, ['FR', 'DE', 'ES', 'IT', 'JP', 'KR']),
    series ? pick(random, ['Ended', 'Returning Series']) : 'Released',
    artPath('poster', id, name, String(year)),
    artPath('backdrop', id),
    popularity,
    rating,
    votes,
    // Shaped like an imported catalogue, whose outside ratings name their source.
    'IMDb',
    series ? 1 + Math.floor(random() * 6) : 0,
    0,
    BENCH_NOW,
    BENCH_NOW,
  ];
  return { values, genres: [...genres] };
}

export const PERSON_COLUMNS = [
  'id',
  'name',
  'biography',
  'birth_date',
  'birth_place',
  'gender',
  'known_for',
  'image',
  'popularity',
  'created_at',
  'updated_at',
] as const;

const KNOWN_FOR = [
  'acting',
  'acting',
  'acting',
  'acting',
  'directing',
  'writing',
  'production',
  'sound',
  'camera',
];

/** Person `id` (1-based) of `total` as values in PERSON_COLUMNS order; low ids are the famous. */
export function benchPerson(id: number, total: number): unknown[] {
  const random = rowRandom(2, id);
  const female = random() < 0.5;
  const first = pick(random, female ? FEMALE_NAMES : MALE_NAMES);
  const middle = random() < 0.3 ? ` ${pick(random, SURNAMES).charAt(0)}.` : '';
  const name = `${first}${middle} ${pick(random, SURNAMES)}`;
  const born = 1900 + Math.floor(random() * 100);
  const fame = (1 - id / total) ** 6;
  const knownFor = pick(random, KNOWN_FOR);
  return [
    id,
    name,
    `${name} is known for ${knownFor === 'acting' ? 'screen roles' : `work in ${knownFor}`} across ${1 + Math.floor(fame * 60)} titles.`,
    `${born}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    pick(random, PLACES),
    female ? 'female' : 'male',
    knownFor,
    artPath('profile', id, name),
    Math.round((fame * 95 + random() * 5) * 10) / 10,
    BENCH_NOW,
    BENCH_NOW,
  ];
}

export const CREDIT_COLUMNS = [
  'id',
  'person_id',
  'title_id',
  'creditable_type',
  'creditable_id',
  'department',
  'job',
  'character',
  'order',
] as const;

const CREW: Array<[string, string]> = [
  ['directing', 'Director'],
  ['writing', 'Screenplay'],
  ['production', 'Producer'],
  ['sound', 'Original Music Composer'],
];

/**
 * The credits of title `titleId` (1-based), ids from `firstId`: `count` people, mostly cast in
 * billing order and a few crew; famous (low-id) people appear far more often.
 */
export function benchCredits(
  titleId: number,
  firstId: number,
  count: number,
  people: number,
): unknown[][] {
  const random = rowRandom(3, titleId);
  const chosen = new Set<number>();
  const crew = count >= 6 ? Math.min(CREW.length, Math.floor(count / 4)) : 0;
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    let person = 1 + Math.floor(random() ** 2.2 * people);
    for (let attempt = 0; chosen.has(person) && attempt < 10; attempt++) {
      person = 1 + Math.floor(random() * people);
    }
    chosen.add(person);
    const castCount = count - crew;
    const isCast = i < castCount;
    const [department, job] = isCast ? ['cast', pick(random, JOBS)] : CREW[i - castCount]!;
    const character = isCast
      ? `${pick(random, random() < 0.5 ? FEMALE_NAMES : MALE_NAMES)} ${pick(random, SURNAMES)}`
      : null;
    rows.push([
      firstId + i,
      person,
      titleId,
      'title',
      titleId,
      department,
      job,
      character,
      isCast ? i : 0,
    ]);
  }
  return rows;
}

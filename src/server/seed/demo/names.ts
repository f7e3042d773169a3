import type { Faker } from './demo-random';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './name-lists';

/** Names of characters, series and episodes. */

export type Sex = 'female' | 'male';

export function firstName(faker: Faker, sex: Sex | undefined): string {
  const pool = sex ?? faker.helpers.arrayElement(['female', 'male'] as const);
  return faker.helpers.arrayElement(pool === 'female' ? FEMALE_NAMES : MALE_NAMES);
}

export const lastName = (faker: Faker) => faker.helpers.arrayElement(SURNAMES);

const FEMALE_TITLES = [
  'Detective',
  'Dr.',
  'Agent',
  'Captain',
  'Sister',
  'Mrs.',
  'Miss',
  'Officer',
  'Professor',
  'Judge',
];
const MALE_TITLES = [
  'Detective',
  'Dr.',
  'Agent',
  'Captain',
  'Father',
  'Mr.',
  'Sheriff',
  'Officer',
  'Professor',
  'Sergeant',
  'Uncle',
];
const BIT_PARTS: Record<Sex, string[]> = {
  female: [
    'Nurse',
    'Waitress',
    'Receptionist',
    'Reporter',
    'Flight Attendant',
    'News Anchor',
    'Bartender',
    'Neighbour',
    'Teacher',
    'Paramedic',
    'Shop Owner',
    'Lawyer',
    'Singer',
    'Party Guest',
    'Young Mother',
  ],
  male: [
    'Bartender',
    'Taxi Driver',
    'Security Guard',
    'Reporter',
    'Doorman',
    'Paramedic',
    'Priest',
    'Mechanic',
    'Mailman',
    'Bus Driver',
    'Cop',
    'Waiter',
    'Party Guest',
    'Thug',
    'Coach',
  ],
};

/** A character name for a cast member: top billing gets full names, the bottom of the list bit parts. */
export function characterName(faker: Faker, sex: Sex, order: number): string {
  const first = firstName(faker, sex);
  const last = lastName(faker);
  const roll = faker.number.float({ min: 0, max: 1 });
  if (order <= 1) {
    return roll < 0.15
      ? `${faker.helpers.arrayElement(sex === 'female' ? FEMALE_TITLES : MALE_TITLES)} ${last}`
      : `${first} ${last}`;
  }
  if (order >= 7 && roll < 0.45) {
    const part = faker.helpers.arrayElement(BIT_PARTS[sex]);
    return roll < 0.12 ? `${part} #${faker.number.int({ min: 1, max: 3 })}` : part;
  }
  if (roll < 0.14)
    return `${faker.helpers.arrayElement(sex === 'female' ? FEMALE_TITLES : MALE_TITLES)} ${last}`;
  if (roll < 0.24) return first;
  if (roll < 0.27) return `Young ${first}`;
  return `${first} ${last}`;
}

/** Forty series, each with the genres it belongs to. Invented names. */
export const SERIES: Array<{ name: string; genres: string[]; tagline: string }> = [
  { name: 'Harbor Lights', genres: ['drama'], tagline: 'Every family has a storm.' },
  {
    name: 'The Quiet Precinct',
    genres: ['crime', 'drama'],
    tagline: 'Nothing stays quiet for long.',
  },
  { name: 'Northbound', genres: ['drama', 'adventure'], tagline: 'The road only goes one way.' },
  { name: 'Copper Hill', genres: ['western', 'drama'], tagline: 'Law is what you can hold on to.' },
  { name: 'The Glasshouse', genres: ['thriller', 'mystery'], tagline: 'Everyone is watching.' },
  { name: 'Saltwater Kids', genres: ['comedy', 'family'], tagline: 'Summer never felt this long.' },
  {
    name: 'Midnight Dispatch',
    genres: ['crime', 'thriller'],
    tagline: 'The calls come after dark.',
  },
  { name: 'Blackwood County', genres: ['crime', 'mystery'], tagline: 'Small town. Big secrets.' },
  {
    name: 'The Understudies',
    genres: ['comedy', 'drama'],
    tagline: 'The show must go on. Somehow.',
  },
  {
    name: 'Parallel Lines',
    genres: ['science-fiction', 'drama'],
    tagline: 'One choice. Two worlds.',
  },
  {
    name: 'Outpost Eleven',
    genres: ['science-fiction', 'thriller'],
    tagline: 'Four hundred miles up, no one hears you lie.',
  },
  {
    name: 'Fairweather & Finch',
    genres: ['comedy', 'crime'],
    tagline: 'Two detectives. Zero agreement.',
  },
  { name: 'The Long Winter', genres: ['drama', 'history'], tagline: 'Survive the season.' },
  { name: 'Ember Road', genres: ['fantasy', 'adventure'], tagline: 'Follow the fire.' },
  {
    name: 'Hollow Creek',
    genres: ['horror', 'mystery'],
    tagline: 'Something woke up in the water.',
  },
  { name: 'Open Kitchen', genres: ['comedy'], tagline: 'Service starts in five.' },
  { name: 'The Ministry', genres: ['drama', 'thriller'], tagline: 'Power has a price.' },
  { name: 'Tidewater', genres: ['drama', 'romance'], tagline: 'Some currents pull you home.' },
  {
    name: 'Signal Lost',
    genres: ['science-fiction', 'mystery'],
    tagline: 'They stopped answering.',
  },
  {
    name: 'Greyfield Academy',
    genres: ['drama', 'mystery'],
    tagline: 'Top of the class. Bottom of the lake.',
  },
  {
    name: 'Night Shift at St. Clare',
    genres: ['drama'],
    tagline: 'Twelve hours. No second chances.',
  },
  {
    name: 'The Cartographers',
    genres: ['adventure', 'history'],
    tagline: 'The edge of the map is only the beginning.',
  },
  { name: 'Tiny Town Hall', genres: ['comedy', 'family'], tagline: 'Population: complicated.' },
  { name: 'Red Meridian', genres: ['thriller', 'war'], tagline: 'The line was drawn in 1962.' },
  { name: 'Encore', genres: ['comedy', 'romance'], tagline: 'It is never too late to start over.' },
  {
    name: 'The Ninth Circle',
    genres: ['fantasy', 'horror'],
    tagline: 'Abandon hope. Bring snacks.',
  },
  {
    name: 'Dust & Diamonds',
    genres: ['western', 'adventure'],
    tagline: 'Fortune favours the desperate.',
  },
  {
    name: 'Brightwater',
    genres: ['drama', 'mystery'],
    tagline: 'The truth floats to the surface.',
  },
  { name: 'Overtime', genres: ['comedy', 'drama'], tagline: 'Play hard. Work harder.' },
  { name: 'The Archivist', genres: ['mystery', 'thriller'], tagline: 'Every file tells a story.' },
  { name: 'Starboard', genres: ['science-fiction', 'adventure'], tagline: 'Into the deep.' },
  {
    name: 'Kings of Canal Street',
    genres: ['crime', 'drama'],
    tagline: 'Every crown is borrowed.',
  },
  { name: 'Wildflower Ranch', genres: ['drama', 'family'], tagline: 'Roots run deep.' },
  { name: 'Final Edition', genres: ['drama', 'history'], tagline: 'The news never sleeps.' },
  {
    name: 'Lockwood & Daughters',
    genres: ['comedy', 'drama'],
    tagline: 'Family business is never just business.',
  },
  { name: 'Ashen Sky', genres: ['science-fiction', 'drama'], tagline: 'After the sky went dark.' },
  { name: 'Crooked Mile', genres: ['crime', 'western'], tagline: 'No straight answers.' },
  {
    name: 'The Velvet Cage',
    genres: ['drama', 'history', 'romance'],
    tagline: 'Beautiful. Rich. Trapped.',
  },
  { name: 'Full Court', genres: ['comedy', 'family'], tagline: 'Forty minutes of glory.' },
  { name: 'Echo Ridge', genres: ['horror', 'thriller'], tagline: 'Whatever you say comes back.' },
];

const EPISODE_NOUNS = [
  'Lights',
  'Harbor',
  'Ghosts',
  'Promises',
  'Strangers',
  'Signals',
  'Bridges',
  'Thunder',
  'Fences',
  'Shadows',
  'Crossroads',
  'Secrets',
  'Embers',
  'Tides',
  'Witnesses',
  'Orbit',
  'Tracks',
  'Wolves',
  'Letters',
  'Keys',
  'Mirrors',
  'Anchors',
  'Debts',
  'Sparrows',
  'Ashes',
  'Knots',
  'Maps',
  'Lanterns',
  'Storms',
  'Echoes',
];
const EPISODE_ADJECTIVES = [
  'Broken',
  'Quiet',
  'Long',
  'Last',
  'Borrowed',
  'Hidden',
  'Northern',
  'Burning',
  'Silent',
  'Cold',
  'Lost',
  'Hollow',
  'Crooked',
  'Bright',
  'Familiar',
  'Heavy',
  'Late',
  'Open',
  'Paper',
  'Second',
];
const EPISODE_PATTERNS = [
  (a: string, n: string) => `The ${a} ${n.replace(/s$/, '')}`,
  (a: string, n: string) => `${a} ${n}`,
  (_a: string, n: string) => `${n} and ${n === 'Ghosts' ? 'Strangers' : 'Ghosts'}`,
  (a: string) => `${a} Hours`,
  (_a: string, n: string) => `Where the ${n} Are`,
  (a: string) => `Nothing ${a}`,
  (_a: string, n: string) => `A Matter of ${n}`,
];

/** An episode title; the first of a series is its pilot. */
export function episodeName(faker: Faker, season: number, episode: number, last: boolean): string {
  if (season === 1 && episode === 1) return 'Pilot';
  if (last && faker.number.float({ min: 0, max: 1 }) < 0.3) {
    return faker.helpers.arrayElement([
      'Homecoming',
      'The Reckoning',
      'Endgame',
      'Full Circle',
      'Part Two',
    ]);
  }
  const pattern = faker.helpers.arrayElement(EPISODE_PATTERNS);
  return pattern(
    faker.helpers.arrayElement(EPISODE_ADJECTIVES),
    faker.helpers.arrayElement(EPISODE_NOUNS),
  );
}

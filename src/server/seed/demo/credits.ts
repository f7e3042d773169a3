import type { CreditableType } from '../../modules/catalogue/catalogue-tables';
import type { Faker } from './demo-random';
import { characterName, type Sex } from './names';
import type { EpisodeRow, PlannedSeries, PlannedTitle } from './plan-types';
import type { Talent, TalentPool } from './talent';

/** Casting and crewing of every title, season and episode. */

export interface Pools {
  actors: TalentPool;
  directors: TalentPool;
  writers: TalentPool;
  producers: TalentPool;
  composers: TalentPool;
  cinematographers: TalentPool;
  /** Real directors from the source, by name. */
  realDirectors: Map<string, Talent>;
}

export interface PlannedCredit {
  talent: Talent;
  titleId: number;
  creditableType: CreditableType;
  creditableId: number;
  department: string;
  job: string;
  character: string | null;
  order: number;
}

const chance = (faker: Faker, p: number) => faker.number.float({ min: 0, max: 1 }) < p;

class CreditBook {
  readonly credits: PlannedCredit[] = [];

  add(
    title: PlannedTitle,
    creditable: { type: CreditableType; id: number },
    talent: Talent,
    values: { department: string; job: string; character?: string | null; order: number },
  ): void {
    const credit = {
      talent,
      titleId: title.row.id,
      creditableType: creditable.type,
      creditableId: creditable.id,
      department: values.department,
      job: values.job,
      character: values.character ?? null,
      order: values.order,
    };
    this.credits.push(credit);
    talent.credits.push({
      titleId: title.row.id,
      titleName: title.row.name,
      year: title.row.year ?? null,
      popularity: title.row.popularity,
      department: values.department,
      job: values.job,
      character: credit.character,
      order: values.order,
    });
  }
}

const sexOf = (faker: Faker, talent: Talent): Sex =>
  talent.gender === 'female' || talent.gender === 'male'
    ? talent.gender
    : faker.helpers.arrayElement(['female', 'male'] as const);

/** Cast of `size` for a title, the director's regular actor sometimes among the leads. */
function cast(
  faker: Faker,
  pools: Pools,
  year: number,
  size: number,
  director: Talent | null,
): Array<{ talent: Talent; character: string; sex: Sex }> {
  const chosen = new Set<Talent>();
  const members: Array<{ talent: Talent; character: string; sex: Sex }> = [];
  for (let order = 0; order < size; order++) {
    const skew = order < 3 ? 0.35 : order < 7 ? 0.2 : 0;
    const regular = director?.regulars.actor;
    const talent =
      order === 1 && regular && !chosen.has(regular) && chance(faker, 0.3)
        ? regular
        : pools.actors.pick(faker, year, skew, chosen);
    chosen.add(talent);
    const sex = sexOf(faker, talent);
    members.push({ talent, sex, character: characterName(faker, sex, order) });
  }
  return members;
}

function habitual(
  faker: Faker,
  director: Talent,
  role: 'composer' | 'camera',
  pool: TalentPool,
  year: number,
): Talent {
  const regular = director.regulars[role];
  if (regular && regular.start <= year && regular.end >= year && chance(faker, 0.6)) return regular;
  const picked = pool.pick(faker, year, 0.3, new Set());
  director.regulars[role] ??= picked;
  return picked;
}

function crewMovie(faker: Faker, pools: Pools, book: CreditBook, title: PlannedTitle): void {
  const year = title.row.year ?? 2000;
  const on = { type: 'title' as const, id: title.row.id };
  const sourceDirector = title.source?.director;
  const director =
    (sourceDirector && pools.realDirectors.get(sourceDirector)) ||
    pools.directors.pick(faker, year, 0.4, new Set());
  const members = cast(faker, pools, year, faker.number.int({ min: 8, max: 15 }), director);
  members.forEach((member, order) =>
    book.add(title, on, member.talent, {
      department: 'cast',
      job: 'Actor',
      character: member.character,
      order,
    }),
  );
  director.regulars.actor ??= members[0]!.talent;
  title.leads = members.slice(0, 2).map((m) => ({ name: m.character, sex: m.sex }));

  book.add(title, on, director, { department: 'directing', job: 'Director', order: 0 });
  const writers = new Set<Talent>();
  const writerCount = chance(faker, 0.45) ? 2 : 1;
  if (!director.real && chance(faker, 0.18)) writers.add(director);
  while (writers.size < writerCount) writers.add(pools.writers.pick(faker, year, 0.3, writers));
  let order = 0;
  for (const writer of writers) {
    const job = writerCount === 1 && chance(faker, 0.4) ? 'Writer' : 'Screenplay';
    book.add(title, on, writer, { department: 'writing', job, order: order++ });
  }
  if (title.source?.source === 'Based on Book/Short Story') {
    const novelist = pools.writers.pick(faker, year, 0.25, writers);
    book.add(title, on, novelist, { department: 'writing', job: 'Novel', order });
  } else if (chance(faker, 0.15)) {
    book.add(title, on, pools.writers.pick(faker, year, 0.25, writers), {
      department: 'writing',
      job: 'Story',
      order,
    });
  }
  const producers = new Set<Talent>();
  const producerCount = faker.number.int({ min: 1, max: 3 });
  while (producers.size < producerCount)
    producers.add(pools.producers.pick(faker, year, 0.3, producers));
  [...producers].forEach((producer, i) =>
    book.add(title, on, producer, {
      department: 'production',
      job: i === 2 ? 'Executive Producer' : 'Producer',
      order: i,
    }),
  );
  book.add(title, on, habitual(faker, director, 'composer', pools.composers, year), {
    department: 'sound',
    job: 'Original Music Composer',
    order: 0,
  });
  book.add(title, on, habitual(faker, director, 'camera', pools.cinematographers, year), {
    department: 'camera',
    job: 'Director of Photography',
    order: 0,
  });
}

function crewSeries(faker: Faker, pools: Pools, book: CreditBook, series: PlannedSeries): void {
  const { title } = series;
  const year = title.row.year ?? 2000;
  const on = { type: 'title' as const, id: title.row.id };
  let regulars = cast(faker, pools, year, faker.number.int({ min: 5, max: 7 }), null);
  const everyone = [...regulars];
  title.leads = regulars.slice(0, 2).map((m) => ({ name: m.character, sex: m.sex }));
  const creators = new Set<Talent>();
  const creatorCount = chance(faker, 0.35) ? 2 : 1;
  while (creators.size < creatorCount)
    creators.add(pools.writers.pick(faker, year, 0.25, creators));
  [...creators].forEach((creator, order) =>
    book.add(title, on, creator, { department: 'creator', job: 'Creator', order }),
  );
  const producers = new Set<Talent>();
  while (producers.size < 2) producers.add(pools.producers.pick(faker, year, 0.3, producers));
  [...producers].forEach((producer, order) =>
    book.add(title, on, producer, { department: 'production', job: 'Executive Producer', order }),
  );
  book.add(title, on, pools.composers.pick(faker, year, 0.3, new Set()), {
    department: 'sound',
    job: 'Original Music Composer',
    order: 0,
  });

  for (const season of series.seasons) {
    if (season.number > 1 && chance(faker, 0.5)) {
      // A supporting regular leaves and someone new arrives.
      const exclude = new Set(everyone.map((m) => m.talent));
      const newcomer = pools.actors.pick(faker, year + season.number - 1, 0.3, exclude);
      const sex = sexOf(faker, newcomer);
      const member = { talent: newcomer, sex, character: characterName(faker, sex, 2) };
      regulars = [...regulars.slice(0, -1), member];
      everyone.push(member);
    }
    regulars.forEach((member, order) =>
      book.add(title, { type: 'season', id: season.id }, member.talent, {
        department: 'cast',
        job: 'Actor',
        character: member.character,
        order,
      }),
    );
    for (const episode of series.episodes.filter((e) => e.season_id === season.id)) {
      crewEpisode(faker, pools, book, title, episode, [...creators]);
    }
  }
  everyone.forEach((member, order) =>
    book.add(title, on, member.talent, {
      department: 'cast',
      job: 'Actor',
      character: member.character,
      order,
    }),
  );
}

function crewEpisode(
  faker: Faker,
  pools: Pools,
  book: CreditBook,
  title: PlannedTitle,
  episode: EpisodeRow,
  creators: Talent[],
): void {
  const year = Number(episode.release_date?.slice(0, 4) ?? title.row.year ?? 2000);
  const on = { type: 'episode' as const, id: episode.id };
  book.add(title, on, pools.directors.pick(faker, year, 0.25, new Set()), {
    department: 'directing',
    job: 'Director',
    order: 0,
  });
  const writer = chance(faker, 0.4)
    ? faker.helpers.arrayElement(creators)
    : pools.writers.pick(faker, year, 0.25, new Set(creators));
  book.add(title, on, writer, { department: 'writing', job: 'Writer', order: 0 });
  const guests = new Set<Talent>();
  const count = faker.number.int({ min: 1, max: 3 });
  for (let order = 0; order < count; order++) {
    const guest = pools.actors.pick(faker, year, 0.1, guests);
    guests.add(guest);
    book.add(title, on, guest, {
      department: 'cast',
      job: 'Actor',
      character: characterName(faker, sexOf(faker, guest), 3 + order),
      order,
    });
  }
}

/** Every credit of the catalogue; fills each title's leads and each talent's credit list. */
export function planCredits(
  faker: Faker,
  pools: Pools,
  movies: PlannedTitle[],
  series: PlannedSeries[],
): PlannedCredit[] {
  const book = new CreditBook();
  for (const movie of movies) crewMovie(faker, pools, book, movie);
  for (const show of series) crewSeries(faker, pools, book, show);
  return book.credits;
}

import { clamp, zipfIndex, type Faker } from './demo-random';
import { firstName, lastName, type Sex } from './names';

/** The people of the demo catalogue while they are being cast, before they become rows. */

export type Department = 'acting' | 'directing' | 'writing' | 'production' | 'sound' | 'camera';
export type Gender = Sex | 'non-binary';

export interface TalentCredit {
  titleId: number;
  titleName: string;
  year: number | null;
  popularity: number;
  department: string;
  job: string;
  character: string | null;
  order: number;
}

export interface Talent {
  /** Fame rank in its pool: lower is more famous. */
  rank: number;
  name: string;
  /** null for real people, whose gender the source does not give. */
  gender: Gender | null;
  real: boolean;
  department: Department;
  /** Years the person is active in. */
  start: number;
  end: number;
  credits: TalentCredit[];
  /** A director's habitual collaborators. */
  regulars: Partial<Record<'composer' | 'camera' | 'actor', Talent>>;
  id?: number;
}

/** People of one trade, chosen by the year of a title and their fame. */
export class TalentPool {
  private readonly byYear = new Map<number, Talent[]>();

  /** `create(year)` adds a new person whose career includes `year` to the pool, for thin years. */
  constructor(
    readonly talents: Talent[],
    private readonly create: (year: number) => Talent,
  ) {}

  active(year: number): Talent[] {
    let found = this.byYear.get(year);
    if (!found) {
      found = this.talents.filter((t) => t.start <= year && t.end >= year);
      while (found.length < MIN_ACTIVE) {
        found.push(this.create(year));
      }
      this.byYear.set(year, found);
    }
    return found;
  }

  /** A person active in `year`, favouring the famous by `skew`, never one in `exclude`. */
  pick(faker: Faker, year: number, skew: number, exclude: Set<Talent>): Talent {
    const candidates = this.active(year);
    for (let attempt = 0; attempt < 20; attempt++) {
      const talent = candidates[zipfIndex(faker, candidates.length, skew)]!;
      if (!exclude.has(talent)) return talent;
    }
    return candidates.find((t) => !exclude.has(t)) ?? this.create(year);
  }
}

/** Fewest people of a trade a year must offer; thin early years get newcomers. */
const MIN_ACTIVE = 16;

/** Unique generated names across the whole catalogue (real names are reserved first). */
export class NameBook {
  private readonly used = new Set<string>();

  reserve(name: string): void {
    this.used.add(name.toLowerCase());
  }

  next(faker: Faker, sex: Sex | undefined): string {
    for (;;) {
      const middle = faker.number.float({ min: 0, max: 1 }) < 0.08;
      const first = firstName(faker, sex);
      const name = middle
        ? `${first} ${firstName(faker, undefined).charAt(0)}. ${lastName(faker)}`
        : `${first} ${lastName(faker)}`;
      if (!this.used.has(name.toLowerCase())) {
        this.used.add(name.toLowerCase());
        return name;
      }
    }
  }
}

/**
 * `count` generated people of a trade whose careers follow the years of the catalogue's titles,
 * so every era has people to cast.
 */
export function generateTalent(
  faker: Faker,
  names: NameBook,
  department: Department,
  count: number,
  titleYears: number[],
  femaleShare: number,
): TalentPool {
  const talents: Talent[] = [];
  const create = (peak: number): Talent => {
    const roll = faker.number.float({ min: 0, max: 1 });
    const gender: Gender =
      roll < 0.01 ? 'non-binary' : roll < 0.01 + femaleShare ? 'female' : 'male';
    return {
      rank: talents.length,
      name: names.next(faker, gender === 'non-binary' ? undefined : gender),
      gender,
      real: false,
      department,
      start: clamp(peak - faker.number.int({ min: 3, max: 16 }), 1905, 2012),
      end: clamp(peak + faker.number.int({ min: 3, max: 20 }), 1915, 2012),
      credits: [],
      regulars: {},
    };
  };
  for (let i = 0; i < count; i++) {
    // Mostly where the titles are, with a floor in every era so early films have people too.
    const peak =
      faker.number.float({ min: 0, max: 1 }) < 0.12
        ? faker.number.int({ min: 1915, max: 2012 })
        : faker.helpers.arrayElement(titleYears) + faker.number.int({ min: -4, max: 4 });
    talents.push(create(peak));
  }
  return new TalentPool(talents, (year) => {
    const talent = create(year);
    talents.push(talent);
    return talent;
  });
}

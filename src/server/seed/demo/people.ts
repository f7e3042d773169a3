import { artPath } from '../../modules/art/art-paths';
import { biographyOf, birthPlace, type Life } from './biographies';
import type { Pools } from './credits';
import { clamp, DEMO_NOW, isoDay, round1, type Faker } from './demo-random';
import type { PersonRow, PlannedTitle } from './plan-types';
import { generateTalent, NameBook, type Department, type Talent, type TalentPool } from './talent';

const NOW = new Date(DEMO_NOW).toISOString();

/** Pool sizes; people a title never needed are dropped, leaving roughly four thousand. */
const POOL_SIZES = {
  actors: 2000,
  directors: 460,
  writers: 700,
  producers: 520,
  composers: 220,
  cinematographers: 260,
};

/** The trades of the catalogue, with the real directors of movies.json among the directors. */
export function planPools(faker: Faker, titles: PlannedTitle[]): Pools {
  const names = new NameBook();
  const realDirectors = new Map<string, Talent>();
  for (const title of titles) {
    const name = title.source?.director;
    if (!name) continue;
    const year = title.row.year ?? 2000;
    const known = realDirectors.get(name);
    if (known) {
      known.start = Math.min(known.start, year);
      known.end = Math.max(known.end, year);
      continue;
    }
    names.reserve(name);
    realDirectors.set(name, {
      rank: realDirectors.size,
      name,
      gender: null,
      real: true,
      department: 'directing',
      start: year,
      end: year,
      credits: [],
      regulars: {},
    });
  }
  const years = titles.map((t) => t.row.year ?? 2000);
  const pool = (department: Department, count: number, femaleShare: number) =>
    generateTalent(faker, names, department, count, years, femaleShare);
  return {
    actors: pool('acting', POOL_SIZES.actors, 0.5),
    directors: pool('directing', POOL_SIZES.directors, 0.22),
    writers: pool('writing', POOL_SIZES.writers, 0.35),
    producers: pool('production', POOL_SIZES.producers, 0.4),
    composers: pool('sound', POOL_SIZES.composers, 0.2),
    cinematographers: pool('camera', POOL_SIZES.cinematographers, 0.15),
    realDirectors,
  };
}

const KNOWN_FOR: Record<string, string> = {
  cast: 'acting',
  directing: 'directing',
  writing: 'writing',
  creator: 'writing',
  production: 'production',
  sound: 'sound',
  camera: 'camera',
};

/** What a person is best known for: the department of most of their credits. */
function knownFor(talent: Talent): string {
  const counts = new Map<string, number>();
  for (const credit of talent.credits) {
    const department = KNOWN_FOR[credit.department] ?? credit.department;
    counts.set(department, (counts.get(department) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? talent.department;
}

/** Credit weight for popularity: leads and directors count most. */
function fame(talent: Talent): number {
  return talent.credits.reduce((sum, credit) => {
    const weight =
      credit.department === 'cast'
        ? 1 / (1 + credit.order * 0.35)
        : credit.department === 'directing'
          ? 0.9
          : 0.3;
    return sum + credit.popularity * weight;
  }, 0);
}

function lifeOf(faker: Faker, talent: Talent): Life {
  if (talent.real) return { birthDate: null, birthPlace: null, deathDate: null, deathPlace: null };
  const firstYear = Math.min(talent.start, ...talent.credits.map((c) => c.year ?? 2012));
  const lead =
    talent.department === 'acting'
      ? faker.number.int({ min: 17, max: 30 })
      : faker.number.int({ min: 24, max: 40 });
  const birthYear = firstYear - lead;
  const born = faker.date.between({
    from: `${birthYear}-01-01T00:00:00Z`,
    to: `${birthYear}-12-28T00:00:00Z`,
  });
  const place = birthPlace(faker);
  const age = 2026 - birthYear;
  const dies = age > 70 && faker.number.float({ min: 0, max: 1 }) < clamp((age - 70) / 30, 0, 1);
  if (!dies)
    return { birthDate: isoDay(born), birthPlace: place, deathDate: null, deathPlace: null };
  const lastWork = Math.max(...talent.credits.map((c) => c.year ?? birthYear + 50), birthYear + 50);
  const deathYear = clamp(
    faker.number.int({ min: lastWork + 1, max: lastWork + 25 }),
    birthYear + 55,
    2025,
  );
  const died = faker.date.between({
    from: `${deathYear}-01-01T00:00:00Z`,
    to: `${deathYear}-12-28T00:00:00Z`,
  });
  const deathPlace = faker.number.float({ min: 0, max: 1 }) < 0.5 ? place : birthPlace(faker);
  return { birthDate: isoDay(born), birthPlace: place, deathDate: isoDay(died), deathPlace };
}

/**
 * Person rows for every talent with at least one credit, with ids from `firstId` in the order
 * of the pools (stable), popularity scaled to 0–100 and biographies from their credits.
 */
export function planPeople(faker: Faker, pools: Pools, firstId: number): PersonRow[] {
  const everyone: Talent[] = [
    ...pools.realDirectors.values(),
    ...[
      pools.actors,
      pools.directors,
      pools.writers,
      pools.producers,
      pools.composers,
      pools.cinematographers,
    ].flatMap((pool: TalentPool) => pool.talents),
  ].filter((talent) => talent.credits.length > 0);
  const maxFame = Math.max(...everyone.map(fame));
  return everyone.map((talent, index) => {
    const id = firstId + index;
    talent.id = id;
    const life = lifeOf(faker, talent);
    const department = knownFor(talent);
    return {
      id,
      name: talent.name,
      biography: biographyOf(faker, talent, department, life),
      birth_date: life.birthDate,
      birth_place: life.birthPlace,
      death_date: life.deathDate,
      death_place: life.deathPlace,
      gender: talent.gender,
      known_for: department,
      image: artPath('profile', id, talent.name),
      popularity: round1((100 * Math.log1p(fame(talent))) / Math.log1p(maxFame)),
      imdb_id: null,
      created_at: NOW,
      updated_at: NOW,
    };
  });
}

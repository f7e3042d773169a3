import type { Faker } from './demo-random';
import type { Talent, TalentCredit } from './talent';
import { longDate } from './long-date';

/** Biographies written from what the catalogue knows about a person. */

export interface Life {
  birthDate: string | null;
  birthPlace: string | null;
  deathDate: string | null;
  deathPlace: string | null;
}

/** Real places, weighted towards the United States like the catalogue itself. */
const PLACES: Array<[string, string]> = [
  ['New York City, New York, USA', 'American'],
  ['Los Angeles, California, USA', 'American'],
  ['Chicago, Illinois, USA', 'American'],
  ['Boston, Massachusetts, USA', 'American'],
  ['Philadelphia, Pennsylvania, USA', 'American'],
  ['San Francisco, California, USA', 'American'],
  ['Seattle, Washington, USA', 'American'],
  ['Austin, Texas, USA', 'American'],
  ['Houston, Texas, USA', 'American'],
  ['Atlanta, Georgia, USA', 'American'],
  ['New Orleans, Louisiana, USA', 'American'],
  ['Detroit, Michigan, USA', 'American'],
  ['Minneapolis, Minnesota, USA', 'American'],
  ['Denver, Colorado, USA', 'American'],
  ['Portland, Oregon, USA', 'American'],
  ['Nashville, Tennessee, USA', 'American'],
  ['Baltimore, Maryland, USA', 'American'],
  ['Cleveland, Ohio, USA', 'American'],
  ['St. Louis, Missouri, USA', 'American'],
  ['Phoenix, Arizona, USA', 'American'],
  ['Miami, Florida, USA', 'American'],
  ['Pittsburgh, Pennsylvania, USA', 'American'],
  ['Brooklyn, New York, USA', 'American'],
  ['Omaha, Nebraska, USA', 'American'],
  ['Savannah, Georgia, USA', 'American'],
  ['London, England, UK', 'British'],
  ['Manchester, England, UK', 'British'],
  ['Liverpool, England, UK', 'British'],
  ['Edinburgh, Scotland, UK', 'Scottish'],
  ['Glasgow, Scotland, UK', 'Scottish'],
  ['Cardiff, Wales, UK', 'Welsh'],
  ['Belfast, Northern Ireland, UK', 'Northern Irish'],
  ['Dublin, Ireland', 'Irish'],
  ['Cork, Ireland', 'Irish'],
  ['Toronto, Ontario, Canada', 'Canadian'],
  ['Montreal, Quebec, Canada', 'Canadian'],
  ['Vancouver, British Columbia, Canada', 'Canadian'],
  ['Sydney, New South Wales, Australia', 'Australian'],
  ['Melbourne, Victoria, Australia', 'Australian'],
  ['Auckland, New Zealand', 'New Zealand'],
  ['Paris, France', 'French'],
  ['Lyon, France', 'French'],
  ['Berlin, Germany', 'German'],
  ['Munich, Germany', 'German'],
  ['Madrid, Spain', 'Spanish'],
  ['Barcelona, Spain', 'Spanish'],
  ['Rome, Italy', 'Italian'],
  ['Milan, Italy', 'Italian'],
  ['Stockholm, Sweden', 'Swedish'],
  ['Copenhagen, Denmark', 'Danish'],
  ['Mexico City, Mexico', 'Mexican'],
  ['Buenos Aires, Argentina', 'Argentine'],
  ['Johannesburg, South Africa', 'South African'],
  ['Tokyo, Japan', 'Japanese'],
  ['Seoul, South Korea', 'South Korean'],
  ['Mumbai, Maharashtra, India', 'Indian'],
];
const US_PLACES = PLACES.filter(([place]) => place.endsWith('USA'));

export function birthPlace(faker: Faker): string {
  const pool = faker.number.float({ min: 0, max: 1 }) < 0.6 ? US_PLACES : PLACES;
  return faker.helpers.arrayElement(pool)[0];
}

const nationalityOf = (place: string | null) =>
  PLACES.find(([known]) => known === place)?.[1] ?? null;

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const cite = (credit: TalentCredit) =>
  credit.year ? `${credit.titleName} (${credit.year})` : credit.titleName;

/** A person's best-known distinct titles, most popular first. */
function bestKnown(talent: Talent, count: number): TalentCredit[] {
  const seen = new Set<number>();
  return [...talent.credits]
    .sort(
      (a, b) =>
        b.popularity / (1 + a.order * 0.2) - a.popularity / (1 + b.order * 0.2) ||
        a.titleId - b.titleId,
    )
    .filter((credit) => !seen.has(credit.titleId) && seen.add(credit.titleId))
    .slice(0, count);
}

const PROFESSIONS: Record<string, string> = {
  directing: 'film director',
  writing: 'screenwriter',
  production: 'film producer',
  sound: 'composer',
  camera: 'cinematographer',
};

function pronounsOf(talent: Talent) {
  if (talent.gender === 'female') return { he: 'she', his: 'her', He: 'She', His: 'Her' };
  if (talent.gender === 'male') return { he: 'he', his: 'his', He: 'He', His: 'His' };
  return { he: 'they', his: 'their', He: 'They', His: 'Their' };
}

const BEGINNINGS = [
  (p: ReturnType<typeof pronounsOf>, place: string) =>
    `${p.He} grew up in ${place.split(',')[0]} and studied drama before moving into film.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `${p.He} started out in regional theatre, touring for several years before ${p.his} first screen role.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `Before acting, ${p.he} worked as a waiter, a lifeguard and, briefly, a radio presenter.`,
  (p: ReturnType<typeof pronounsOf>, place: string) =>
    `Raised in ${place.split(',')[0]}, ${p.he} was spotted at a school production by a casting director.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `${p.He} trained at a conservatory and spent a decade on stage before turning to the screen.`,
];

const CREW_BEGINNINGS = [
  (p: ReturnType<typeof pronounsOf>) =>
    `${p.He} began ${p.his} career in commercials and music videos.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `${p.He} learned the trade in television before moving into features.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `After film school, ${p.he} worked for years as an assistant on other people's productions.`,
  (p: ReturnType<typeof pronounsOf>) =>
    `${p.He} came to film from the theatre, where ${p.he} still works between productions.`,
];

/** The biography of a person, in three or four sentences built from their credits. */
export function biographyOf(faker: Faker, talent: Talent, department: string, life: Life): string {
  const known = bestKnown(talent, 3);
  const first = [...talent.credits].sort(
    (a, b) => (a.year ?? 9999) - (b.year ?? 9999) || a.titleId - b.titleId,
  )[0]!;
  if (talent.real) {
    const years = talent.credits.map((c) => c.year).filter((y): y is number => y !== null);
    const span =
      Math.min(...years) === Math.max(...years)
        ? `${Math.min(...years)}`
        : `${Math.min(...years)} to ${Math.max(...years)}`;
    const count = new Set(talent.credits.map((c) => c.titleId)).size;
    return count === 1
      ? `${talent.name} directed ${cite(known[0]!)}.`
      : `${talent.name} is a film director with ${count} films in this catalogue, made from ${span}, among them ${list(known.map(cite))}.`;
  }
  const p = pronounsOf(talent);
  const was = life.deathDate ? 'was' : 'is';
  const nationality = nationalityOf(life.birthPlace);
  const profession =
    department === 'acting'
      ? talent.gender === 'female'
        ? 'actress'
        : 'actor'
      : (PROFESSIONS[department] ?? 'filmmaker');
  const who = nationality
    ? `${article(nationality)} ${nationality} ${profession}`
    : `${article(profession)} ${profession}`;
  const born = life.birthDate
    ? ` (born ${longDate(life.birthDate)}${life.birthPlace ? ` in ${life.birthPlace}` : ''})`
    : '';
  const sentences = [`${talent.name}${born} ${was} ${who} known for ${list(known.map(cite))}.`];
  if (department === 'acting') {
    sentences.push(faker.helpers.arrayElement(BEGINNINGS)(p, life.birthPlace ?? 'a small town'));
    const signature = known.find((credit) => credit.character && credit.order < 3);
    if (signature && signature.titleId !== first.titleId) {
      const praise = faker.helpers.arrayElement([
        'earned wide acclaim',
        'became a fan favourite',
        'is still the role most people know',
        'was a turning point',
      ]);
      sentences.push(
        `${p.His} first screen credit was in ${cite(first)}; ${p.his} performance as ${signature.character} in ${signature.titleName} ${praise}.`,
      );
    } else {
      sentences.push(`${p.His} first screen credit came in ${cite(first)}.`);
    }
  } else {
    sentences.push(faker.helpers.arrayElement(CREW_BEGINNINGS)(p));
    sentences.push(`${p.His} first feature credit was ${cite(first)}.`);
    const titles = new Set(talent.credits.map((c) => c.titleId)).size;
    if (titles > 3) sentences.push(`${titles} titles in this catalogue carry ${p.his} name.`);
  }
  if (life.deathDate) sentences.push(`${p.He} died on ${longDate(life.deathDate)}.`);
  return sentences.join(' ');
}

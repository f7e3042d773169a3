import type { FilmographyCredit, TitleCard } from '@common/catalogue/catalogue-types';
import type { PersonCreditRow } from '../catalogue';

/** How many titles the person page's known-for row shows, and characters a collapsed row names. */
export const KNOWN_FOR_LIMIT = 8;
const CHARACTERS_SHOWN = 3;

/** The filmography's name for a credit department: cast credits are shown as acting. */
export const departmentKey = (department: string) =>
  department === 'cast' ? 'acting' : department;

interface Group {
  credits: PersonCreditRow[];
  title: TitleCard;
}

/**
 * Credits grouped by department (known-for department first, then the busiest), each newest
 * first (titles without a year last). A person's episode and season credits on a series, and
 * their credit on the series itself, with the same department and job become one row; its
 * episode_count counts the episode credits (null when there are none).
 */
export function buildFilmography(
  credits: PersonCreditRow[],
  cards: Map<number, TitleCard>,
  knownFor: string | null,
): Record<string, FilmographyCredit[]> {
  const groups = new Map<string, Group>();
  for (const credit of credits) {
    const title = cards.get(credit.title_id);
    if (!title) continue;
    const key = `${credit.title_id}\u0000${credit.department}\u0000${credit.job}`;
    const group = groups.get(key) ?? { credits: [], title };
    group.credits.push(credit);
    groups.set(key, group);
  }
  const departments = new Map<string, FilmographyCredit[]>();
  for (const { credits: rows, title } of groups.values()) {
    const titleCredit = rows.find((row) => row.creditable_type === 'title');
    const own = titleCredit ?? rows[0]!;
    const episodes = rows.filter((row) => row.creditable_type === 'episode').length;
    const department = departmentKey(own.department);
    const list = departments.get(department) ?? [];
    list.push({
      id: own.id,
      title,
      department,
      job: own.job,
      character: titleCredit?.character ?? commonCharacters(rows),
      episode_count: episodes || null,
    });
    departments.set(department, list);
  }
  for (const list of departments.values()) list.sort(newestFirst);
  const ordered = [...departments.entries()].sort(
    ([a, listA], [b, listB]) =>
      Number(b === knownFor) - Number(a === knownFor) ||
      listB.length - listA.length ||
      a.localeCompare(b),
  );
  return Object.fromEntries(ordered);
}

/** The characters of a collapsed row's credits, most frequent first. */
function commonCharacters(rows: PersonCreditRow[]): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.character) counts.set(row.character, (counts.get(row.character) ?? 0) + 1);
  }
  if (!counts.size) return null;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CHARACTERS_SHOWN)
    .map(([name]) => name)
    .join(' / ');
}

function newestFirst(a: FilmographyCredit, b: FilmographyCredit): number {
  const year = (credit: FilmographyCredit) => credit.title.year ?? -Infinity;
  return (
    year(b) - year(a) ||
    (b.title.release_date ?? '').localeCompare(a.title.release_date ?? '') ||
    a.title.name.localeCompare(b.title.name) ||
    a.id - b.id
  );
}

/**
 * Up to KNOWN_FOR_LIMIT distinct titles the person is credited on: those from their known-for
 * department first, then the rest, each by popularity (most popular first).
 */
export function knownForTitles(
  credits: PersonCreditRow[],
  cards: Map<number, TitleCard>,
  knownFor: string | null,
): TitleCard[] {
  const inKnownFor = new Set(
    credits
      .filter((credit) => departmentKey(credit.department) === knownFor)
      .map((credit) => credit.title_id),
  );
  const titles = [...new Set(credits.map((credit) => credit.title_id))].flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  return titles
    .sort(
      (a, b) =>
        Number(inKnownFor.has(b.id)) - Number(inKnownFor.has(a.id)) ||
        b.popularity - a.popularity ||
        a.id - b.id,
    )
    .slice(0, KNOWN_FOR_LIMIT);
}

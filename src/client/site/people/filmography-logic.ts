import type { FilmographyCredit, TitleCard } from '@common/catalogue/catalogue-types';
import { yearOf } from '@client/site/titles/catalogue-format';
import { compareDepartments } from '@client/site/titles/credits-logic';

/** One title in a department of a filmography, with everything the person did on it there. */
export interface FilmographyEntry {
  title: TitleCard;
  year: number | null;
  /** Characters (cast) or jobs (crew), without repeats; empty when unknown. */
  roles: string[];
  /** Episodes the person appears in, for series credits. */
  episodeCount: number | null;
}

export interface FilmographyYear {
  year: number | null;
  entries: FilmographyEntry[];
}

const isCast = (department: string) => ['cast', 'acting'].includes(department.toLowerCase());

const titleYear = (title: TitleCard) => title.year ?? yearOf(title.release_date);

/** Newest first by year, then by release date; titles without a year go last; ties by name. */
export function compareEntries(a: FilmographyEntry, b: FilmographyEntry): number {
  if (a.year !== b.year) {
    if (a.year === null) return 1;
    if (b.year === null) return -1;
    return b.year - a.year;
  }
  const dateA = a.title.release_date ?? '';
  const dateB = b.title.release_date ?? '';
  if (dateA !== dateB) return dateB.localeCompare(dateA);
  return a.title.name.localeCompare(b.title.name);
}

/**
 * A department's credits as one entry per title (two characters in one film, or several jobs,
 * become one line), newest first.
 */
export function filmographyEntries(
  department: string,
  credits: FilmographyCredit[],
): FilmographyEntry[] {
  const cast = isCast(department);
  const byTitle = new Map<number, FilmographyEntry>();
  for (const credit of credits) {
    const role = (cast ? credit.character : credit.job)?.trim() || null;
    const entry = byTitle.get(credit.title.id);
    if (!entry) {
      byTitle.set(credit.title.id, {
        title: credit.title,
        year: titleYear(credit.title),
        roles: role ? [role] : [],
        episodeCount: credit.episode_count,
      });
      continue;
    }
    if (role && !entry.roles.includes(role)) entry.roles.push(role);
    if (credit.episode_count !== null) {
      entry.episodeCount = Math.max(entry.episodeCount ?? 0, credit.episode_count);
    }
  }
  return [...byTitle.values()].sort(compareEntries);
}

/** Consecutive entries of the same year, in order (entries must already be sorted). */
export function groupByYear(entries: FilmographyEntry[]): FilmographyYear[] {
  const groups: FilmographyYear[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.year === entry.year) last.entries.push(entry);
    else groups.push({ year: entry.year, entries: [entry] });
  }
  return groups;
}

/** A department key as filmographies use it ('acting', a known-for value, is 'cast'). */
function knownForDepartment(knownFor: string | null): string | null {
  if (!knownFor) return null;
  const key = knownFor.toLowerCase();
  return key === 'acting' ? 'cast' : key;
}

/**
 * The departments of a filmography in tab order: the one the person is known for first, then
 * by number of titles (most first), then in film-site order. Empty departments are left out.
 */
export function orderDepartments(
  filmography: Record<string, FilmographyCredit[]>,
  knownFor: string | null,
): string[] {
  const known = knownForDepartment(knownFor);
  const count = (department: string) =>
    new Set((filmography[department] ?? []).map((credit) => credit.title.id)).size;
  return Object.keys(filmography)
    .filter((department) => count(department) > 0)
    .sort((a, b) => {
      const aKnown = known !== null && knownForDepartment(a) === known;
      const bKnown = known !== null && knownForDepartment(b) === known;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return count(b) - count(a) || compareDepartments(a, b);
    });
}

import type { TitleTaxonomies } from '@common/api/admin-taxonomies';
import type { Taxonomy } from '@common/api/title-card';
import { apiClient } from '@client/http/api-client';

export type TitleTaxonomyKind = 'genres' | 'keywords' | 'countries';

/** A keyword chip: an existing keyword (with its id) or a new one only named so far. */
export interface KeywordChip {
  id?: number;
  display_name: string;
}

/** What the tab's form edits, per kind. */
export interface TaxonomyFormValues {
  genres: number[];
  keywords: KeywordChip[];
  /** ISO 3166-1 alpha-2 codes, uppercase. */
  countries: string[];
}

export const titleTaxonomiesKey = (titleId: number) => ['admin', 'titles', titleId, 'taxonomies'];

export function fetchTitleTaxonomies(titleId: number): Promise<TitleTaxonomies> {
  return apiClient.get<TitleTaxonomies>(`admin/titles/${titleId}/taxonomies`);
}

/** The form's starting values from the title's current sets. */
export function formValues(sets: TitleTaxonomies): TaxonomyFormValues {
  return {
    genres: sets.genres.map((genre) => genre.id),
    keywords: sets.keywords.map(({ id, display_name }) => ({ id, display_name })),
    countries: sets.countries.map((country) => country.name.toUpperCase()),
  };
}

/** Existing keywords by id, new ones by name (a name typed twice, ignoring case, once). */
export function keywordsBody(chips: KeywordChip[]): { ids: number[]; names: string[] } {
  const ids = new Set<number>();
  const names = new Map<string, string>();
  for (const chip of chips) {
    if (chip.id !== undefined) ids.add(chip.id);
    else if (chip.display_name.trim()) {
      const name = chip.display_name.trim();
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  return { ids: [...ids], names: [...names.values()] };
}

/** Adds a chip unless one with the same name (ignoring case) is there already. */
export function withChip(chips: KeywordChip[], chip: KeywordChip): KeywordChip[] {
  const name = chip.display_name.trim().toLowerCase();
  if (!name || chips.some((other) => other.display_name.trim().toLowerCase() === name)) {
    return chips;
  }
  return [...chips, { ...chip, display_name: chip.display_name.trim() }];
}

/** PUT admin/titles/{id}/{kind}: replaces one set; answers all three. */
export function saveTitleTaxonomy<K extends TitleTaxonomyKind>(
  titleId: number,
  kind: K,
  value: TaxonomyFormValues[K],
): Promise<TitleTaxonomies> {
  const body =
    kind === 'genres'
      ? { ids: value as number[] }
      : kind === 'keywords'
        ? keywordsBody(value as KeywordChip[])
        : { codes: value as string[] };
  return apiClient.put<TitleTaxonomies>(`admin/titles/${titleId}/${kind}`, body);
}

export type { Taxonomy, TitleTaxonomies };

import type { AdminCreditRecord } from '@common/api/admin-credits';

export interface PersonCreditFormValues {
  titleId?: number | null;
  department?: string;
  character?: string | null;
  job?: string | null;
}

/** POST admin/credits from a person's credits tab: a title-level credit of this person. */
export function personCreditPayload(personId: number, values: PersonCreditFormValues) {
  const cast = values.department === 'cast';
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    titleId: values.titleId,
    person_id: personId,
    department: values.department,
    ...(cast ? { job: 'Actor', character: text(values.character) } : { job: text(values.job) }),
  };
}

/** How a credit names its title in a person's list: "Name (2001)", "· S2 E3" for episodes. */
export function creditTitleLabel(
  credit: Pick<AdminCreditRecord, 'title' | 'season' | 'episode'>,
  trans: (text: string, values?: Record<string, string | number>) => string,
): string {
  const year = credit.title.year ? ` (${credit.title.year})` : '';
  const name = `${credit.title.name}${year}`;
  if (credit.season === null) return name;
  if (credit.episode === null)
    return `${name} · ${trans('Season :number', { number: credit.season })}`;
  return `${name} · ${trans('S:season E:episode', { season: credit.season, episode: credit.episode })}`;
}

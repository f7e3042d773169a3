import type { EpisodeAdminRecord, SeasonAdminRecord } from '@common/api/admin-seasons';

type FormValues = Record<string, unknown>;

const SEASON_FIELDS = ['number', 'name', 'plot', 'poster', 'release_date'] as const;
const EPISODE_FIELDS = [
  'episode_number',
  'name',
  'plot',
  'poster',
  'release_date',
  'runtime',
] as const;
/** Numbers the server fills in when left out (the next one); an empty box sends nothing. */
const DEFAULTED_NUMBERS = new Set(['number', 'episode_number']);

/** The editable fields of a form's values, as the admin API's strict bodies take them. */
function pick(values: FormValues, fields: readonly string[]): FormValues {
  const body: FormValues = {};
  for (const field of fields) {
    if (!(field in values)) continue;
    const value = values[field] === '' || values[field] === undefined ? null : values[field];
    if (value === null && DEFAULTED_NUMBERS.has(field)) continue;
    body[field] = value;
  }
  return body;
}

/** A season form's values → the body of PUT admin/seasons/{id}. */
export const seasonUpdatePayload = (values: FormValues) => pick(values, SEASON_FIELDS);

/** A new season of a title → the body of POST admin/seasons. */
export const seasonCreatePayload = (titleId: number) => (values: FormValues) => ({
  title_id: titleId,
  ...pick(values, SEASON_FIELDS),
});

/** An episode form's values → the body of PUT admin/episodes/{id}. */
export const episodeUpdatePayload = (values: FormValues) => pick(values, EPISODE_FIELDS);

/** A new episode of a title's season → the body of POST admin/episodes. */
export const episodeCreatePayload = (titleId: number, season: number) => (values: FormValues) => ({
  title_id: titleId,
  season,
  ...pick(values, EPISODE_FIELDS),
});

/** "Season 2", or the season's own name. */
export function seasonLabel(
  season: Pick<SeasonAdminRecord, 'number' | 'name'>,
  trans: (message: string, values?: Record<string, string | number>) => string,
): string {
  if (season.name) return season.name;
  return season.number === 0
    ? trans('Specials')
    : trans('Season :number', { number: season.number });
}

/** "S1 · E2", the way the admin names an episode in its header. */
export const episodeCode = (
  episode: Pick<EpisodeAdminRecord, 'season_number' | 'episode_number'>,
) => `S${episode.season_number} · E${episode.episode_number}`;

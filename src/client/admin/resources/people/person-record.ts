import {
  KNOWN_FOR_DEPARTMENTS,
  PERSON_GENDERS,
  type AdminPersonRecord,
} from '@common/api/admin-people';

/** English names of the departments a person is known for (shown through trans). */
const KNOWN_FOR_LABELS: Record<(typeof KNOWN_FOR_DEPARTMENTS)[number], string> = {
  acting: 'Acting',
  creator: 'Creator',
  directing: 'Directing',
  writing: 'Writing',
  production: 'Production',
  camera: 'Camera',
  editing: 'Editing',
  sound: 'Sound',
  art: 'Art',
  costume: 'Costume',
  'visual-effects': 'Visual effects',
  crew: 'Crew',
};

const GENDER_LABELS: Record<(typeof PERSON_GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
};

export const knownForChoices = (trans: (text: string) => string) =>
  KNOWN_FOR_DEPARTMENTS.map((id) => ({ id, name: trans(KNOWN_FOR_LABELS[id]) }));

export const genderChoices = (trans: (text: string) => string) =>
  PERSON_GENDERS.map((id) => ({ id, name: trans(GENDER_LABELS[id]) }));

export const knownForLabel = (value: string | null) =>
  value ? (KNOWN_FOR_LABELS[value as keyof typeof KNOWN_FOR_LABELS] ?? value) : '';

/** The fields a person form edits; the API refuses any other (ids, timestamps, popularity). */
const EDITABLE = [
  'name',
  'known_for',
  'gender',
  'birth_date',
  'death_date',
  'birth_place',
  'death_place',
  'biography',
  'imdb_id',
  'image',
] as const;

export type PersonPayload = Partial<Pick<AdminPersonRecord, (typeof EDITABLE)[number]>>;

/** POST/PUT admin/people: the editable fields, blank text and empty choices sent as null. */
export function personPayload(record: Partial<Record<string, unknown>>): PersonPayload {
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (!(field in record)) continue;
    const value = record[field];
    payload[field] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  return payload as PersonPayload;
}

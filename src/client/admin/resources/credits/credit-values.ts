import type { AdminCreditRecord, CreditKind, CrewDepartment } from '@common/api/admin-credits';
import { CREW_DEPARTMENTS } from '@common/api/admin-credits';
import type { CatalogueScope } from '@common/api/catalogue-scope';

export { CREW_DEPARTMENTS };

/** English names of the crew departments (shown through trans). */
export const DEPARTMENT_LABELS: Record<CrewDepartment | 'cast', string> = {
  cast: 'Cast',
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

export const departmentLabel = (department: string) =>
  DEPARTMENT_LABELS[department as CrewDepartment] ?? department;

/** What the add form holds. */
export interface CreditFormValues {
  person_id?: number | null;
  character?: string | null;
  department?: string | null;
  job?: string | null;
}

/** POST admin/credits: the scope, the person, and cast's character or crew's department and job. */
export function creditCreatePayload(
  scope: CatalogueScope,
  kind: CreditKind,
  values: CreditFormValues,
) {
  return {
    ...scope,
    person_id: values.person_id,
    ...(kind === 'cast'
      ? { department: 'cast', job: 'Actor', character: blankToNull(values.character) }
      : { department: values.department, job: blankToNull(values.job) }),
  };
}

/** PUT admin/credits/:id: only what the credit's kind edits. */
export function creditUpdatePayload(kind: CreditKind, values: CreditFormValues) {
  return kind === 'cast'
    ? { character: blankToNull(values.character) }
    : { department: values.department ?? undefined, job: blankToNull(values.job) };
}

/** The credit's second line: its character (cast), or its department and job (crew). */
export function creditRole(
  credit: Pick<AdminCreditRecord, 'department' | 'job' | 'character'>,
  trans: (text: string) => string,
): string {
  if (credit.department === 'cast') return credit.character ?? '';
  return `${trans(departmentLabel(credit.department))} · ${credit.job}`;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

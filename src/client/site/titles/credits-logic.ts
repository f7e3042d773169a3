import type { CreditPerson, CrewCredit } from '@common/catalogue/catalogue-types';

/** Crew departments in the order film sites list them; the rest follow alphabetically. */
const DEPARTMENT_ORDER = [
  'cast',
  'acting',
  'creator',
  'directing',
  'writing',
  'production',
  'camera',
  'editing',
  'sound',
  'art',
  'costume & make-up',
  'visual effects',
  'crew',
  'lighting',
];

const DEPARTMENT_LABELS: Record<string, string> = {
  cast: 'Acting',
  acting: 'Acting',
  creator: 'Creators',
  directing: 'Directing',
  writing: 'Writing',
  production: 'Production',
  camera: 'Camera',
  editing: 'Editing',
  sound: 'Sound',
  art: 'Art',
  crew: 'Crew',
  lighting: 'Lighting',
};

/** 'directing' → 'Directing', 'visual effects' → 'Visual Effects' (an English message key). */
export function departmentLabel(department: string): string {
  const key = department.trim().toLowerCase();
  return (
    DEPARTMENT_LABELS[key] ??
    key.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
  );
}

/** Sort key of a department: known ones first in film-site order, then by name. */
export function compareDepartments(a: string, b: string): number {
  const rank = (name: string) => {
    const index = DEPARTMENT_ORDER.indexOf(name.toLowerCase());
    return index === -1 ? DEPARTMENT_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

export interface CrewMember {
  person: CreditPerson;
  /** The person's jobs in the department, in credit order, without repeats. */
  jobs: string[];
}

export interface CrewDepartment {
  department: string;
  members: CrewMember[];
}

function mergeByPerson(credits: CrewCredit[]): CrewMember[] {
  const members = new Map<number, CrewMember>();
  for (const credit of credits) {
    const member = members.get(credit.person.id);
    if (!member) members.set(credit.person.id, { person: credit.person, jobs: [credit.job] });
    else if (!member.jobs.includes(credit.job)) member.jobs.push(credit.job);
  }
  return [...members.values()];
}

/**
 * The crew of the full-credits page: one group per department (film-site order), each person
 * once with all their jobs in that department, in the order the credits came.
 */
export function groupCrewByDepartment(crew: CrewCredit[]): CrewDepartment[] {
  const byDepartment = new Map<string, CrewCredit[]>();
  for (const credit of crew) {
    const key = credit.department.toLowerCase();
    byDepartment.set(key, [...(byDepartment.get(key) ?? []), credit]);
  }
  return [...byDepartment.entries()]
    .sort(([a], [b]) => compareDepartments(a, b))
    .map(([department, credits]) => ({ department, members: mergeByPerson(credits) }));
}

const KEY_DEPARTMENTS = ['creator', 'directing', 'writing'];

/**
 * The few crew members a title page names under its summary: creators, directors and writers
 * (producers only when there is nobody else), each once with their jobs.
 */
export function keyCrew(crew: CrewCredit[], limit = 6): CrewMember[] {
  const key = crew.filter((credit) => KEY_DEPARTMENTS.includes(credit.department.toLowerCase()));
  const chosen = key.length ? key : crew.filter((c) => c.department.toLowerCase() === 'production');
  const sorted = [...chosen].sort(
    (a, b) =>
      KEY_DEPARTMENTS.indexOf(a.department.toLowerCase()) -
      KEY_DEPARTMENTS.indexOf(b.department.toLowerCase()),
  );
  return mergeByPerson(sorted).slice(0, limit);
}

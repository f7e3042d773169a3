import type { UserList } from '@common/api/lists';

/** The fields the list form edits; the API refuses any other (owner, counts, posters). */
const EDITABLE = ['name', 'description', 'public', 'site'] as const;

export type ListPayload = Partial<Pick<UserList, (typeof EDITABLE)[number]>>;

/** POST/PUT admin/lists: the editable fields, a blank description sent as null. */
export function listPayload(record: Partial<Record<string, unknown>>): ListPayload {
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (!(field in record)) continue;
    const value = record[field];
    payload[field] =
      field === 'description' ? (typeof value === 'string' && value.trim()) || null : value;
  }
  return payload as ListPayload;
}

/** Who a list is credited to: the site for its own lists, otherwise the member who made it. */
export function listAuthor(list: Pick<UserList, 'site' | 'user'>, siteName: string): string {
  return list.site ? siteName : list.user.name;
}

/** `admin/lists/{slugOrId}/edit`: a number is an id, anything else a slug to look up. */
export function listIdFromParam(slugOrId: string): number | null {
  return /^[1-9]\d{0,9}$/.test(slugOrId) ? Number(slugOrId) : null;
}

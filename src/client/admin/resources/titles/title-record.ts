import {
  titleAdminFields,
  type AdminTitleRecord,
  type TitleAdminField,
} from '@common/api/admin-titles';

export type { AdminTitleRecord };

/** The fields a title's forms write, in the order the API documents them. */
export const TITLE_FORM_FIELDS = Object.keys(titleAdminFields) as TitleAdminField[];

type FormValues = Partial<Record<TitleAdminField, unknown>> & Record<string, unknown>;

/** A cleared input ('' or undefined) is sent as null, which the API stores as null. */
const normalize = (value: unknown) => (value === undefined || value === '' ? null : value);

/**
 * POST admin/titles: only the writable fields (react-admin submits everything in the form), with
 * the fields left empty omitted.
 */
export function titleCreatePayload(data: FormValues): Partial<Record<TitleAdminField, unknown>> {
  const payload: Partial<Record<TitleAdminField, unknown>> = {};
  for (const field of TITLE_FORM_FIELDS) {
    const value = normalize(data[field]);
    if (value !== null) payload[field] = value;
  }
  return payload;
}

/**
 * PUT admin/titles/{id}: only the writable fields that differ from the record as loaded, so a
 * save never overwrites what another tab (the images tab's poster) changed meanwhile.
 */
export function titleUpdatePayload(
  data: FormValues,
  previousData?: FormValues,
): Partial<Record<TitleAdminField, unknown>> {
  const payload: Partial<Record<TitleAdminField, unknown>> = {};
  for (const field of TITLE_FORM_FIELDS) {
    if (!(field in data)) continue;
    const value = normalize(data[field]);
    if (previousData && value === normalize(previousData[field])) continue;
    payload[field] = value;
  }
  return payload;
}

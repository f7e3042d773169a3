import type { Validator } from 'react-admin';
import { titleAdminFields, type TitleAdminField } from '@common/api/admin-titles';

/**
 * A react-admin validator checking a field with the API's own rule (src/common/api/
 * admin-titles.ts), so the form shows the server's message before a round trip. Empty optional
 * fields pass: the API stores them as null.
 */
export function titleFieldValidator(
  field: TitleAdminField,
  trans: (message: string) => string,
): Validator {
  const schema = titleAdminFields[field];
  return (value: unknown) => {
    const result = schema.safeParse(value === undefined ? null : value);
    if (result.success) return undefined;
    return trans(result.error.issues[0]?.message ?? 'The value is invalid.');
  };
}

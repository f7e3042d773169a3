import type { AdminUserListItem, AdminUserResource } from '@common/api/users';
import { cleanGrants } from '../roles/role-record';

/**
 * A user as the admin API answers it: a list row (GET admin/users), or the whole record with the
 * profile and direct grants (GET admin/users/{id}).
 */
export type AdminUserRecord = AdminUserListItem &
  Partial<Omit<AdminUserResource, keyof AdminUserListItem>> & {
    /** Form-only: the email verified switch, seeded from email_verified_at. */
    email_verified?: boolean;
  };

const orNull = (value: string | null | undefined) => (value ? value : null);

/** PUT admin/users/{id}: only the fields the API accepts. */
export function userUpdatePayload(record: Partial<AdminUserRecord>) {
  return {
    name: record.name ?? '',
    first_name: orNull(record.first_name),
    last_name: orNull(record.last_name),
    email: record.email ?? '',
    image: orNull(record.image),
    email_verified: record.email_verified ?? Boolean(record.email_verified_at),
    roles: record.role_ids ?? [],
    permissions: cleanGrants(record.permissions ?? []),
    language: orNull(record.language),
    country: orNull(record.country),
    timezone: orNull(record.timezone),
  };
}

/** POST admin/users. */
export function userCreatePayload(record: Partial<AdminUserRecord> & { password?: string }) {
  return {
    name: record.name ?? '',
    email: record.email ?? '',
    password: record.password ?? '',
    roles: record.role_ids ?? [],
    email_verified: Boolean(record.email_verified),
  };
}

/** The filters of the users list as URL/query values: react-admin keeps them in the URL. */
export const BINARY_CHOICES = [
  { id: '1', name: 'Yes' },
  { id: '0', name: 'No' },
];

import { z } from 'zod';
import { passwordSchema } from '@common/auth/password-rules';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { grantsInput } from '../permissions';
import { relationParamsFor } from '../../http/relation-params';

const binaryFilter = (label: string) =>
  z.enum(['0', '1'], { message: `The ${label} filter must be 1 or 0.` }).optional();

/**
 * GET admin/users: search on name/email, filters role (id), banned, verified and subscribed.
 */
export const adminUserListQuery = paginationQuery.extend({
  orderBy: z
    .enum(['id', 'name', 'email', 'created_at'], { message: 'The order by is not valid.' })
    .default('id'),
  query: z.string().trim().max(255, 'The query may not be longer than 255 characters.').optional(),
  role: z.coerce
    .number({ message: 'The role filter must be a role id.' })
    .int('The role filter must be a role id.')
    .positive('The role filter must be a role id.')
    .optional(),
  banned: binaryFilter('banned'),
  verified: binaryFilter('verified'),
  subscribed: binaryFilter('subscribed'),
  ids: idList,
});

export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** The list's querystring: its rows include their roles, which with/load may ask for. */
export const adminUserListQuerystring = adminUserListQuery.extend(relationParamsFor(['roles']));

const text = (label: string, max = 255) =>
  z
    .string({ message: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be longer than ${max} characters.`);

const optionalText = (label: string) =>
  text(label)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const email = z
  .string({ message: 'The email field is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'The email must be a valid email address.' }))
  .pipe(z.string().max(255, 'The email may not be longer than 255 characters.'));

const name = text('name').min(1, 'The name field is required.');

const roleIds = z
  .array(z.number().int().positive(), { message: 'The roles must be a list of role ids.' })
  .max(50);

/** POST admin/users (and POST users). */
export const createUserInput = z.strictObject({
  email,
  name,
  password: passwordSchema,
  roles: roleIds.optional(),
  email_verified: z
    .boolean({ message: 'The email verified field must be true or false.' })
    .optional(),
});

export type CreateUserInput = z.infer<typeof createUserInput>;

/** PUT admin/users/{id}: only the fields sent change; roles and permissions replace. */
export const updateUserInput = z.strictObject({
  name: name.optional(),
  first_name: optionalText('first name'),
  last_name: optionalText('last name'),
  email: email.optional(),
  roles: roleIds.optional(),
  permissions: grantsInput.optional(),
  email_verified: z
    .boolean({ message: 'The email verified field must be true or false.' })
    .optional(),
  language: optionalText('language'),
  country: optionalText('country').transform((value) => value?.toUpperCase() ?? value),
  timezone: optionalText('timezone'),
  image: text('image', 1000)
    .refine((value) => value === '' || /^(https?:\/\/|\/|uploads\/)/.test(value), {
      message: 'The image must be a URL.',
    })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
});

export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const banInput = z.strictObject({
  reason: text('reason', 1000).nullable().optional(),
});

export const setPasswordInput = z.strictObject({ password: passwordSchema });

const positiveId = (label: string) =>
  z.coerce
    .number({ message: `The ${label} must be a positive number.` })
    .int(`The ${label} must be a positive number.`)
    .positive(`The ${label} must be a positive number.`);

export const userIdParams = z.strictObject({ id: positiveId('user id') });

/** GET admin/users/{id}: the relations the record includes may be asked for (react-admin meta). */
export const adminUserQuery = z.strictObject(relationParamsFor(['roles', 'permissions']));

export const userTokenParams = z.strictObject({
  id: positiveId('user id'),
  tokenId: positiveId('token id'),
});

export const userIdsParams = z.strictObject({
  ids: idList.pipe(z.array(z.number()).min(1, 'Select at least one user.').max(100)),
});

import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { relationQuery } from '../../http/relation-query';
import { commaList } from '../../http/validation';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => Boolean(value));

/** A comma-joined list of ids (getMany, bulk delete). */
export const idList = commaList.pipe(
  z.array(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Each id must be a positive number.')
      .transform(Number),
  ),
);

/** GET roles: paginated, searched by name, ordered by a whitelisted column. */
export const roleListQuery = paginationQuery.extend({
  orderBy: z
    .enum(['id', 'name', 'created_at'], { message: 'The order by is not valid.' })
    .default('id'),
  query: z.string().trim().max(255, 'The query may not be longer than 255 characters.').optional(),
  ids: idList,
});

export type RoleListQuery = z.infer<typeof roleListQuery>;

/** The list's querystring: its rows count their users, which loadCount=users may ask for. */
export const roleListQuerystring = roleListQuery.extend(relationQuery({ count: ['users'] }));

/** One granted permission with its restriction values, as roles and users are saved with. */
export const grantInput = z.strictObject({
  name: z.string({ message: 'The permission name must be text.' }).min(1).max(100),
  restrictions: z
    .array(
      z.strictObject({
        name: z.string({ message: 'The restriction name must be text.' }).min(1).max(100),
        value: z
          .number({ message: 'The restriction value must be a number.' })
          .int('The restriction value must be a whole number.')
          .min(0, 'The restriction value must be at least 0.')
          .max(1_000_000_000, 'The restriction value is too large.')
          .nullable()
          .optional()
          .transform((value) => value ?? null),
      }),
    )
    .max(20)
    .default([]),
});

export type GrantInput = z.infer<typeof grantInput>;

export const grantsInput = z
  .array(grantInput, { message: 'The permissions must be a list.' })
  .max(200);

const roleFields = {
  name: z
    .string({ message: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be longer than 255 characters.'),
  description: z
    .string({ message: 'The description must be text.' })
    .trim()
    .max(1000, 'The description may not be longer than 1000 characters.')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  default: flag.optional(),
  guests: flag.optional(),
  permissions: grantsInput.optional(),
};

/** POST roles. */
export const createRoleInput = z.strictObject(roleFields);

/** PUT roles/{id}: only the fields sent change; `permissions` replaces every grant. */
export const updateRoleInput = z.strictObject({ ...roleFields, name: roleFields.name.optional() });

export type RoleInput = z.infer<typeof updateRoleInput>;

export const roleIdParams = z.strictObject({
  id: z.coerce
    .number({ message: 'The role id must be a positive number.' })
    .int('The role id must be a positive number.')
    .positive('The role id must be a positive number.'),
});

/** GET roles/{id}: its permissions are always included; loadCount=users adds users_count. */
export const roleQuery = z.strictObject(
  relationQuery({ include: ['permissions'], count: ['users'] }),
);

export const roleIdsParams = z.strictObject({
  ids: idList.pipe(z.array(z.number()).min(1, 'Select at least one role.').max(100)),
});

import { z } from 'zod';

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

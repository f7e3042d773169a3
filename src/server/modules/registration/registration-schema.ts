import { z } from 'zod';
import { passwordSchema } from '@common/auth/password-rules';
import type { RegistrationPolicy } from '@common/settings/site-settings';

export const POLICY_NOT_ACCEPTED = 'You must accept this to create an account.';

/** Values a checkbox may arrive as, from JSON or a form-encoded body. */
const ACCEPTED_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on', 'yes']);

const BASE_FIELDS = {
  email: z
    .string({ message: 'The email field is required.' })
    .trim()
    .toLowerCase()
    .min(1, 'The email field is required.')
    .max(255, 'The email may not be greater than 255 characters.')
    .pipe(z.email('Enter a valid email address.')),
  password: passwordSchema,
  password_confirmation: z.string({ message: 'The password confirmation field is required.' }),
  invite_id: z.union([z.number().int(), z.string().max(255)]).nullish(),
  invite_type: z.string().max(100).nullish(),
  recaptcha_token: z.string().max(10_000).nullish(),
};

/** The registration fields every site asks for; other fields a host adds are ignored. */
export const registrationBaseSchema = z.object(BASE_FIELDS);

/**
 * The registration payload (spec 3): the base fields plus one required acceptance flag per
 * configured policy, named by the policy id. Other fields a host adds are ignored.
 */
export function registrationSchema(policies: RegistrationPolicy[]) {
  const policyFields: Record<string, z.ZodType<unknown>> = {};
  for (const policy of policies) {
    if (policy.id in BASE_FIELDS) continue;
    policyFields[policy.id] = z
      .unknown()
      .refine((value) => ACCEPTED_VALUES.has(value), POLICY_NOT_ACCEPTED);
  }
  return registrationBaseSchema.extend(policyFields);
}

export type RegistrationInput = z.infer<typeof registrationBaseSchema>;

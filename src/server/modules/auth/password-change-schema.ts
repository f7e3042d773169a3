import { z } from 'zod';
import { PASSWORD_CONFIRMATION_MISMATCH, passwordSchema } from '@common/auth/password-rules';

export const CURRENT_PASSWORD_REQUIRED = 'The current password field is required.';
export const CURRENT_PASSWORD_MISMATCH =
  'The provided password does not match your current password.';

/** PUT auth/user/password; current_password is checked against the account by the service. */
export const changePasswordSchema = z
  .strictObject({
    current_password: z.string({ message: CURRENT_PASSWORD_REQUIRED }).max(255).optional(),
    password: passwordSchema,
    password_confirmation: z.string({
      message: 'The password confirmation field is required.',
    }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: PASSWORD_CONFIRMATION_MISMATCH,
    path: ['password_confirmation'],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

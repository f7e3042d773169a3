import { z } from 'zod';
import { passwordSchema } from '@common/auth/password-rules';

const email = z
  .string({ message: 'The email field is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(255, 'The email may not be greater than 255 characters.')
  .pipe(z.email('Enter a valid email address.'));

export const forgotPasswordSchema = z.strictObject({ email });

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ message: 'The token field is required.' })
    .min(1, 'The token field is required.')
    .max(255, 'This password reset token is invalid.'),
  email,
  password: passwordSchema,
  password_confirmation: z.string({ message: 'The password confirmation field is required.' }),
});

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

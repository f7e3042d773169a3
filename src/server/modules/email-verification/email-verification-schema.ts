import { z } from 'zod';
import { CODE_LENGTH } from './verification-code';

export const resendVerificationSchema = z.strictObject({
  email: z
    .string({ message: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(255, 'The email may not be greater than 255 characters.'),
});

export const validateVerificationCodeSchema = z.strictObject({
  code: z
    .string({ message: 'The code field is required.' })
    .trim()
    .min(1, 'The code field is required.')
    .max(CODE_LENGTH, `The code may not be greater than ${CODE_LENGTH} characters.`),
});

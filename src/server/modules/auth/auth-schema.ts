import { z } from 'zod';

export const loginSchema = z.strictObject({
  email: z.email('Enter a valid email address.').max(255),
  password: z.string().min(1, 'The password field is required.').max(255),
  remember: z.boolean().default(false),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const confirmPasswordSchema = z.strictObject({
  password: z
    .string({ message: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(255),
});

export const confirmedPasswordStatusQuery = z.strictObject({
  seconds: z.coerce
    .number({ message: 'The seconds must be a number.' })
    .int('The seconds must be a whole number.')
    .min(1, 'The seconds must be between 1 and 9000.')
    .max(9000, 'The seconds must be between 1 and 9000.')
    .default(9000),
});

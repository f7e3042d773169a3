import { z } from 'zod';

const required = (field: string) => `The ${field} field is required.`;

export const contactMessageInput = z.strictObject({
  name: z
    .string({ error: required('name') })
    .trim()
    .min(1, required('name'))
    .max(255, 'The name may not be greater than 255 characters.'),
  email: z
    .string({ error: required('email') })
    .trim()
    .min(1, required('email'))
    .max(255, 'The email may not be greater than 255 characters.')
    .pipe(z.email('The email must be a valid email address.')),
  message: z
    .string({ error: required('message') })
    .trim()
    .min(1, required('message'))
    .max(10_000, 'The message may not be greater than 10000 characters.'),
  recaptcha_token: z.string().max(10_000).nullish(),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;

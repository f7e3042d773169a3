import { z } from 'zod';

export const loginSchema = z.strictObject({
  email: z.email('Enter a valid email address.').max(255),
  password: z.string().min(1, 'The password field is required.').max(255),
  remember: z.boolean().default(false),
});

export type LoginInput = z.infer<typeof loginSchema>;

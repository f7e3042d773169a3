import { z } from 'zod';

/** Spec 3, Session: one of the signed-in user's active sessions (GET user-sessions). */
export const userSession = z.object({
  /** A public name for the session: never the stored id nor the cookie. */
  id: z.string(),
  device_type: z.enum(['mobile', 'tablet', 'computer']),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip_address: z.string().nullable(),
  token: z.string(),
  last_active: z.string(),
  is_current_device: z.boolean(),
});

export type UserSession = z.infer<typeof userSession>;

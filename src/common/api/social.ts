import { z } from 'zod';
import { bootstrapData } from './bootstrap';

/** Spec 7.3: the outcomes a social sign-in popup reports. */
export const socialAuthStatus = z.enum([
  'SUCCESS',
  'ALREADY_LOGGED_IN',
  'REQUEST_PASSWORD',
  'ERROR',
]);

/**
 * What the callback page posts to the window that opened the popup (spec 7.3). The page is
 * HTML, so this is not a route's response schema, but the page embeds only what it names.
 */
export const socialAuthMessage = z.object({
  type: z.literal('social-auth'),
  status: socialAuthStatus,
  callbackData: z.object({
    bootstrapData: bootstrapData.optional(),
    errorMessage: z.string().optional(),
  }),
});

export type SocialAuthStatus = z.infer<typeof socialAuthStatus>;
export type SocialAuthMessage = z.infer<typeof socialAuthMessage>;

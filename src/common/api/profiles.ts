import { z } from 'zod';

/** The public face of a member on profiles, reviews, comments and lists (never the email). */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

export const userProfile = publicUser.extend({
  created_at: z.string(),
  followers_count: z.number().int(),
  followed_users_count: z.number().int(),
  lists_count: z.number().int(),
  ratings_count: z.number().int(),
  reviews_count: z.number().int(),
  comments_count: z.number().int(),
  /** Whether the signed-in viewer follows this member; null for visitors and oneself. */
  is_followed: z.boolean().nullable(),
});

/** GET users/{id}/profile, POST and DELETE users/{id}/follow. */
export const userProfileResponse = z.object({ user: userProfile });

export type PublicUser = z.infer<typeof publicUser>;
export type UserProfile = z.infer<typeof userProfile>;
export type UserProfileResponse = z.infer<typeof userProfileResponse>;

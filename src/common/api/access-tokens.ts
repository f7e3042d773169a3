import { z } from 'zod';

/** Spec 3, Access token: never its hash. */
export const accessTokenRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});

/** POST access-tokens: the only answer that carries the token itself (the server keeps a hash). */
export const createdAccessToken = z.object({
  token: accessTokenRecord,
  plainTextToken: z.string(),
});

export const accessTokenList = z.object({ tokens: z.array(accessTokenRecord) });

export type AccessTokenRecord = z.infer<typeof accessTokenRecord>;
export type CreatedAccessToken = z.infer<typeof createdAccessToken>;

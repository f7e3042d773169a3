import { z } from 'zod';

/** A tag as the API answers it (admin tags resource). */
export const tagRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type TagRecord = z.infer<typeof tagRecord>;

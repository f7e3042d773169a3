import { z } from 'zod';

/** The one pagination wrapper of every list endpoint (spec 3), around the given item schema. */
export const paginated = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });

/** `{message}`: what deletes and other actions without a record answer. */
export const messageResponse = z.object({ message: z.string() });

/** The error body of every failure (spec 3, 7.1). */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** `{ok: true}`: what deletes and toggles without a record answer in the community API. */
export const okResponse = z.object({ ok: z.literal(true) });

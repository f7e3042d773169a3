import { z } from 'zod';

/** GET health: the server answers and its database too. */
export const healthResponse = z.object({ status: z.literal('ok') });

import { z } from 'zod';
import { VALUE_LIST_NAMES, type ValueListName } from './value-list-service';

/** GET value-lists/{names}: a comma-joined list of known list names. */
export const valueListParams = z.strictObject({
  names: z.string().transform((value, ctx) => {
    const names = [...new Set(value.split(',').map((name) => name.trim()))];
    const unknown = names.filter((name) => !(VALUE_LIST_NAMES as readonly string[]).includes(name));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown value list: ${unknown.join(', ')}. Known: ${VALUE_LIST_NAMES.join(', ')}.`,
      });
      return z.NEVER;
    }
    return names as ValueListName[];
  }),
});

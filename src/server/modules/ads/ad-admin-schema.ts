import { z } from 'zod';
import { AD_SLOTS } from '@common/settings/site-settings';

const SLOT_INVALID = `The slot must be one of ${AD_SLOTS.join(', ')}.`;
export const AD_CODE_MAX = 20_000;

/** PUT admin/ads: the global switch and any of the slots; only what is sent changes. */
export const adsInput = z.strictObject({
  disable: z.boolean({ error: 'The disable field must be true or false.' }).optional(),
  slots: z
    .array(
      z.strictObject({
        slot: z.enum(AD_SLOTS, { error: SLOT_INVALID }),
        code: z
          .string({ error: 'The code must be text.' })
          .max(AD_CODE_MAX, `The code may not be greater than ${AD_CODE_MAX} characters.`)
          .optional(),
        enabled: z.boolean({ error: 'The enabled field must be true or false.' }).optional(),
      }),
      { error: 'The slots must be a list.' },
    )
    .max(AD_SLOTS.length, `There are only ${AD_SLOTS.length} slots.`)
    .refine((slots) => new Set(slots.map((slot) => slot.slot)).size === slots.length, {
      message: 'Each slot may be sent once.',
    })
    .optional(),
});

export type AdsInput = z.infer<typeof adsInput>;

export const adSlotParam = z.object({ slot: z.enum(AD_SLOTS, { error: SLOT_INVALID }) });

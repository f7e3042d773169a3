import { z } from 'zod';
import { AD_SLOTS } from '../settings/site-settings';

/** One ad slot in the admin: its code and whether it shows. */
export const adminAdSlot = z.object({
  slot: z.enum(AD_SLOTS),
  /** The ad's HTML, served sandboxed at /ads/{slot}; empty shows nothing. */
  code: z.string(),
  /** Off hides the slot while keeping its code. */
  enabled: z.boolean(),
});

/** GET and PUT admin/ads: the five slots of spec 2.8 in their order, and the switch for all. */
export const adminAds = z.object({
  /** Every ad off at once, whatever the slots say. */
  disable: z.boolean(),
  slots: z.array(adminAdSlot),
});

export const adminAdsResponse = z.object({ ads: adminAds });

export type AdminAdSlot = z.infer<typeof adminAdSlot>;
export type AdminAds = z.infer<typeof adminAds>;

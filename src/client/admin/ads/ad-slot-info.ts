import type { AdminAds } from '@common/api/admin-ads';
import type { AdSettings, AdSlot } from '@common/settings/site-settings';

/** What the ads page says of each slot (spec 2.8): its name, where it shows, its best size. */
export const AD_SLOT_INFO: Record<AdSlot, { label: string; where: string; note: string }> = {
  general_top: {
    label: 'General top',
    where: 'Top of most pages.',
    note: 'best height up to 150px or responsive',
  },
  general_bottom: {
    label: 'General bottom',
    where: 'Bottom of most pages.',
    note: 'best height up to 150px or responsive',
  },
  title_top: {
    label: 'Title page',
    where: 'Title page, after the plot summary.',
    note: 'best width up to 850px',
  },
  person_top: {
    label: 'Person page',
    where: 'Person page, after the biography.',
    note: 'best width up to 850px',
  },
  watch_top: {
    label: 'Watch page',
    where: 'Watch page, below the player.',
    note: 'as wide as possible',
  },
};

/** The ads as the site's settings hold them, for the bootstrap data the admin's site reads. */
export function toAdSettings(ads: AdminAds): AdSettings {
  const settings = { disable: ads.disable, off: {} } as AdSettings;
  for (const { slot, code, enabled } of ads.slots) {
    settings[slot] = code;
    settings.off[slot] = !enabled;
  }
  return settings;
}

/** 422 errors ({'slots.0.code': ['…']}) as the form's field errors: the first message of each. */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) fields[field] = messages[0];
  }
  return fields;
}

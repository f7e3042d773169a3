import type { AdminAds } from '@common/api/admin-ads';
import { AD_SLOTS, type AdSlot } from '@common/settings/site-settings';
import type { SettingsService } from '../settings';
import type { AdsInput } from './ad-admin-schema';

export const isAdSlot = (value: string): value is AdSlot =>
  (AD_SLOTS as readonly string[]).includes(value);

/** Ad slots (spec 2.8): their code and switches, stored in the site settings. */
export class AdService {
  constructor(private readonly settings: SettingsService) {}

  /** The HTML of a slot, or null when the slot is unknown, empty, switched off, or ads are off. */
  async slotHtml(slot: string): Promise<string | null> {
    const { ads } = await this.settings.all();
    const html = isAdSlot(slot) && !ads.disable && !ads.off[slot] ? ads[slot].trim() : '';
    return html || null;
  }

  /** A slot's saved code whether it shows or not (the admin's preview), or null when empty. */
  async savedHtml(slot: AdSlot): Promise<string | null> {
    const { ads } = await this.settings.all();
    return ads[slot].trim() || null;
  }

  async adminAds(): Promise<AdminAds> {
    const { ads } = await this.settings.all();
    return {
      disable: ads.disable,
      slots: AD_SLOTS.map((slot) => ({ slot, code: ads[slot], enabled: !ads.off[slot] })),
    };
  }

  /** Saves what is sent: the global switch, and each slot's code and switch. */
  async save(input: AdsInput): Promise<AdminAds> {
    const values: Record<string, unknown> = {};
    if (input.disable !== undefined) values['ads.disable'] = input.disable;
    for (const { slot, code, enabled } of input.slots ?? []) {
      if (code !== undefined) values[`ads.${slot}`] = code;
      if (enabled !== undefined) values[`ads.off.${slot}`] = !enabled;
    }
    if (Object.keys(values).length) await this.settings.save(values);
    return this.adminAds();
  }
}

import { AD_SLOTS, type AdSlot } from '@common/settings/site-settings';
import type { SettingsService } from '../settings';

const isAdSlot = (value: string): value is AdSlot =>
  (AD_SLOTS as readonly string[]).includes(value);

/** Ad slots configured in the admin settings (spec 2.8). */
export class AdService {
  constructor(private readonly settings: SettingsService) {}

  /** The HTML of a slot, or null when the slot is unknown, empty, or ads are off. */
  async slotHtml(slot: string): Promise<string | null> {
    const { ads } = await this.settings.all();
    const html = isAdSlot(slot) && !ads.disable ? ads[slot].trim() : '';
    return html || null;
  }
}

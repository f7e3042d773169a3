import { SOURCE_LOCALE } from '@common/i18n/translations';
import type { Services } from '../modules';
import { LocalizationRepository } from '../modules/localization/localization-repository';
import { FRENCH_LINES } from '../modules/localization/message-catalogue';

const FRENCH = { language: 'fr', name: 'Français' };

/**
 * English (the source, no lines) and French (the shell translated), once: safe to run on every
 * start, since it does nothing when any localization exists, so admins' edits stay as they are.
 */
export async function seedLocalizations(services: Services): Promise<void> {
  const repository = new LocalizationRepository(services.db);
  if ((await repository.all()).length > 0) return;
  await services.db.transaction().execute(async (trx) => {
    const localizations = new LocalizationRepository(trx);
    await localizations.create(SOURCE_LOCALE);
    const french = await localizations.create(FRENCH);
    await localizations.saveLines(french.id, { ...FRENCH_LINES });
  });
  services.localization.changed();
}

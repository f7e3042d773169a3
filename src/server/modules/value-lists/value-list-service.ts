import type { LocalizationService } from '../localization';
import { countryList, isKnownCountry, type Country } from './countries';
import { groupedTimezones, isKnownTimezone, type GroupedTimezones } from './timezones';

export const VALUE_LIST_NAMES = ['timezones', 'countries', 'localizations'] as const;
export type ValueListName = (typeof VALUE_LIST_NAMES)[number];

export interface LocalizationOption {
  language: string;
  name: string;
}

export interface ValueLists {
  timezones: GroupedTimezones;
  countries: Country[];
  localizations: LocalizationOption[];
}

/** Spec 3, Value lists: the option lists of the account settings' location and language panel. */
export class ValueListService {
  constructor(private readonly localization: LocalizationService) {}

  async lists<N extends ValueListName>(names: readonly N[]): Promise<Pick<ValueLists, N>> {
    const result: Partial<ValueLists> = {};
    for (const name of names) {
      if (name === 'timezones') result.timezones = groupedTimezones();
      else if (name === 'countries') result.countries = countryList();
      else result.localizations = await this.localizations();
    }
    return result as Pick<ValueLists, N>;
  }

  /** The languages the site offers (stored localizations, English at least). */
  localizations(): Promise<LocalizationOption[]> {
    return this.localization.list();
  }

  async isKnownLocale(locale: string): Promise<boolean> {
    return (await this.localizations()).some((option) => option.language === locale);
  }

  isKnownTimezone(zone: string): boolean {
    return isKnownTimezone(zone);
  }

  isKnownCountry(code: string): boolean {
    return isKnownCountry(code);
  }
}

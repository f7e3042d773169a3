import { apiClient } from '@client/http/api-client';

export interface TimezoneOption {
  value: string;
  label: string;
}

/** Spec 3 Value lists: timezones grouped by region, countries, localizations. */
export interface LocationValueLists {
  timezones: Record<string, TimezoneOption[]>;
  countries: Array<{ code: string; name: string }>;
  localizations: Array<{ language: string; name: string }>;
}

export const LOCATION_VALUE_LISTS_QUERY_KEY = [
  'value-lists',
  'timezones,countries,localizations',
] as const;

export function fetchLocationValueLists(): Promise<LocationValueLists> {
  return apiClient.get<LocationValueLists>('value-lists/timezones,countries,localizations');
}

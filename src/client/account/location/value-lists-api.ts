import { apiClient } from '@client/http/api-client';
import type { ValueListsResponse } from '@common/api/value-lists';

/** Spec 3 Value lists: timezones grouped by region, countries, localizations (all three asked). */
export type LocationValueLists = Required<ValueListsResponse>;

export const LOCATION_VALUE_LISTS_QUERY_KEY = [
  'value-lists',
  'timezones,countries,localizations',
] as const;

export function fetchLocationValueLists(): Promise<LocationValueLists> {
  return apiClient.get<LocationValueLists>('value-lists/timezones,countries,localizations');
}

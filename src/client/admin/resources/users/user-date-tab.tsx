import { AutocompleteInput, SelectInput } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useTrans } from '@client/i18n/trans';
import {
  fetchLocationValueLists,
  LOCATION_VALUE_LISTS_QUERY_KEY,
} from '@client/account/location/value-lists-api';

/** The Date tab of /admin/users/{id}: language, country and timezone from the value lists. */
export function UserDateTab() {
  const { trans } = useTrans();
  const lists = useQuery({
    queryKey: LOCATION_VALUE_LISTS_QUERY_KEY,
    queryFn: fetchLocationValueLists,
    staleTime: Infinity,
  });
  const data = lists.data;
  const timezones = data?.timezones
    ? Object.entries(data.timezones).flatMap(([region, zones]) =>
        zones.map((zone) => ({ id: zone.value, name: `${region}: ${zone.label}` })),
      )
    : [];
  return (
    <>
      <SelectInput
        source="language"
        label={trans('Language')}
        choices={(data?.localizations ?? []).map((l) => ({ id: l.language, name: l.name }))}
        isPending={lists.isPending}
        emptyText={trans('Site default')}
      />
      <AutocompleteInput
        source="country"
        label={trans('Country')}
        choices={(data?.countries ?? []).map((c) => ({ id: c.code, name: c.name }))}
        isPending={lists.isPending}
      />
      <AutocompleteInput
        source="timezone"
        label={trans('Timezone')}
        choices={timezones}
        isPending={lists.isPending}
      />
    </>
  );
}

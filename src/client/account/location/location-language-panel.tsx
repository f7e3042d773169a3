import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useSettings } from '@client/app/bootstrap-store';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { AccountPanel } from '../account-panel';
import { applyAccountUser, type AccountUser } from '../account-user';
import { updateAccountDetails } from '../details/account-details-api';
import { changeLocale } from './change-locale';
import { LocationSelect } from './location-select';
import { fetchLocationValueLists, LOCATION_VALUE_LISTS_QUERY_KEY } from './value-lists-api';

const FIELDS = ['language', 'country', 'timezone'] as const;

interface LocationLanguagePanelProps {
  user: AccountUser;
}

/** Spec 2.5 'Location and language': language, country and timezone of the account. */
export function LocationLanguagePanel({ user }: LocationLanguagePanelProps) {
  const { trans } = useTrans();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: LOCATION_VALUE_LISTS_QUERY_KEY,
    queryFn: fetchLocationValueLists,
    staleTime: Infinity,
  });
  const [values, setValues] = useState({
    language: user.language ?? settings.i18n.default_locale,
    country: user.country ?? '',
    timezone: user.timezone ?? settings.dates.default_timezone,
  });
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);

  const save = useMutation({
    mutationFn: async () => {
      const updated = await updateAccountDetails(user.id, {
        language: values.language,
        timezone: values.timezone,
        // 'Not selected' clears the country.
        country: values.country || null,
      });
      if (values.language !== (user.language ?? settings.i18n.default_locale)) {
        await changeLocale(values.language);
      }
      return updated;
    },
    onSuccess: (updated) => {
      applyAccountUser(queryClient, updated);
      toast('Updated account details');
    },
    onError: (error) => setFromError(error),
  });

  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    save.mutate();
  };

  return (
    <AccountPanel id="location-and-language" title="Date, time and language">
      {lists.isPending ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          {FIELDS.map((field) => (
            <Skeleton key={field} variant="rounded" height={56} />
          ))}
        </Box>
      ) : lists.isError ? (
        <Alert severity="error">
          <Trans message="There was an issue. Please try again." />
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <LocationSelect
            fieldProps={fieldProps('language')}
            label={trans('Language')}
            value={values.language}
            onChange={set('language')}
          >
            {lists.data.localizations.map((item) => (
              <option key={item.language} value={item.language}>
                {item.name}
              </option>
            ))}
          </LocationSelect>
          <LocationSelect
            fieldProps={fieldProps('country')}
            label={trans('Country')}
            value={values.country}
            onChange={set('country')}
          >
            <option value="">{trans('Not selected')}</option>
            {lists.data.countries.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </LocationSelect>
          <LocationSelect
            fieldProps={fieldProps('timezone')}
            label={trans('Timezone')}
            value={values.timezone}
            onChange={set('timezone')}
          >
            {Object.entries(lists.data.timezones).map(([region, zones]) => (
              <optgroup key={region} label={region}>
                {zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </LocationSelect>
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              <Trans message="Save" />
            </Button>
          </Box>
        </Box>
      )}
    </AccountPanel>
  );
}

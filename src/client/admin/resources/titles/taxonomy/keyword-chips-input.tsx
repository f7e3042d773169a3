import { useEffect, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useGetList, useInput } from 'react-admin';
import type { AdminTaxonomyRecord } from '@common/api/admin-taxonomies';
import { useTrans } from '@client/i18n/trans';
import { withChip, type KeywordChip } from './title-taxonomy-api';

const SEARCH_DELAY_MS = 300;

/** The text typed, once the typing has paused. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A title's keywords as chips: type to search the existing ones, or press Enter to add a new
 * keyword (created on save). The value is a list of KeywordChip.
 */
export function KeywordChipsInput({ source }: { source: string }) {
  const { trans } = useTrans();
  const { field, fieldState } = useInput<KeywordChip[]>({ source, defaultValue: [] });
  const chips: KeywordChip[] = field.value ?? [];
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data = [], isFetching } = useGetList<AdminTaxonomyRecord>(
    'keywords',
    {
      filter: search ? { q: search } : {},
      pagination: { page: 1, perPage: 20 },
      sort: search
        ? { field: 'display_name', order: 'ASC' }
        : { field: 'titles_count', order: 'DESC' },
    },
    { placeholderData: (previous) => previous },
  );
  const options: KeywordChip[] = data.map(({ id, display_name }) => ({ id, display_name }));

  return (
    <Autocomplete<KeywordChip | string, true, false, true>
      multiple
      freeSolo
      fullWidth
      sx={{ maxWidth: 640 }}
      options={options}
      loading={isFetching}
      value={chips}
      inputValue={typed}
      onInputChange={(_, value) => setTyped(value)}
      filterOptions={(list) =>
        list.filter(
          (option) =>
            typeof option === 'string' ||
            !chips.some((chip) => chip.id !== undefined && chip.id === option.id),
        )
      }
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.display_name)}
      isOptionEqualToValue={(option, value) =>
        typeof option !== 'string' && typeof value !== 'string' && option.id === value.id
      }
      onChange={(_, values) => {
        const next = values.reduce<KeywordChip[]>(
          (list, value) =>
            withChip(list, typeof value === 'string' ? { display_name: value } : value),
          [],
        );
        field.onChange(next);
        setTyped('');
      }}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const label = typeof value === 'string' ? value : value.display_name;
          const isNew = typeof value === 'string' || value.id === undefined;
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={label}
              variant={isNew ? 'outlined' : 'filled'}
              title={isNew ? trans('New keyword') : undefined}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={trans('Keywords')}
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            trans('Type to search; press Enter to add a keyword that does not exist yet.')
          }
        />
      )}
    />
  );
}

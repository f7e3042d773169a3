import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SearchResponse, TitleCard } from '@common/catalogue/catalogue-types';
import { useTrans } from '@client/i18n/trans';
import { useImageUrl } from '../shared/media-image';
import { useApiQuery } from '../shared/use-api-query';

export const SEARCH_LIMIT = 8;
const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function OptionPoster({ src }: { src: string | null }) {
  const url = useImageUrl(src);
  return (
    <Box
      sx={{
        width: 32,
        height: 48,
        flexShrink: 0,
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}

interface TitleSearchComboboxProps {
  /** Ids already in the list: shown as added and not offered again. */
  excludeIds: number[];
  onSelect: (title: TitleCard) => void;
}

/** 'Add a title': a combobox searching titles as you type (GET search, types=title). */
export function TitleSearchCombobox({ excludeIds, onSelect }: TitleSearchComboboxProps) {
  const { trans } = useTrans();
  const [input, setInput] = useState('');
  const query = useDebounced(input.trim(), DEBOUNCE_MS);
  const search = useApiQuery<SearchResponse>(
    'search',
    { query, types: 'title', limit: SEARCH_LIMIT },
    { enabled: query.length > 0 },
  );
  const options = query ? (search.data?.titles ?? []) : [];

  return (
    <Autocomplete<TitleCard, false, false, false>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, title) => {
        if (!title) return;
        onSelect(title);
        setInput('');
      }}
      filterOptions={(items) => items}
      getOptionLabel={(title) => title.name}
      getOptionDisabled={(title) => excludeIds.includes(title.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={query.length > 0 && search.isFetching}
      loadingText={trans('Loading')}
      noOptionsText={
        query ? trans('There are no items matching your query') : trans('Type to search')
      }
      openOnFocus={false}
      forcePopupIcon={false}
      blurOnSelect={false}
      clearOnBlur={false}
      handleHomeEndKeys
      renderOption={({ key, ...props }, title) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <OptionPoster src={title.poster} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {title.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[title.year, excludeIds.includes(title.id) ? trans('Added') : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={trans('Add a title')}
          placeholder={trans('Search for movies or series')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

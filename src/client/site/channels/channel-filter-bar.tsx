import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import type { Taxonomy } from '@common/catalogue/catalogue-types';
import { titleFilters } from '@common/catalogue/title-filters';
import { Trans, useTrans } from '@client/i18n/trans';
import { useLanguageName } from '../shared/format';
import {
  FILTER_KEYS,
  readChannelFilters,
  withFilter,
  withoutFilters,
  type FilterKey,
} from './channel-query';

export const SORT_OPTIONS = [
  { value: 'popularity:desc', label: 'Most popular' },
  { value: 'rating:desc', label: 'Highest rated' },
  { value: 'vote_count:desc', label: 'Most rated' },
  { value: 'release_date:desc', label: 'Newest first' },
  { value: 'release_date:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name (A-Z)' },
  { value: 'name:desc', label: 'Name (Z-A)' },
] as const;

const RATING_OPTIONS = [9, 8, 7, 6, 5, 4, 3];

interface ChannelFilterBarProps {
  genres: Taxonomy[];
  languages: string[];
  /** The order the channel uses when none is chosen. */
  defaultOrder: string;
  /** Hide the genre choice (the URL already restricts the channel to a genre). */
  hideGenre?: boolean;
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      {children}
    </TextField>
  );
}

/** A year typed by hand, applied on Enter or when the field loses focus. */
function YearField({
  label,
  value,
  onCommit,
  check,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | null) => void;
  /** A rule against the other end of the range: an error message, or null. */
  check: (year: number) => string | null;
}) {
  const { trans } = useTrans();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const text = draft.trim();
    if (!text) {
      setError(null);
      if (value !== undefined) onCommit(null);
      return;
    }
    const parsed = titleFilters.shape.yearFrom.safeParse(text);
    if (!parsed.success || parsed.data === undefined) {
      setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    const rangeError = check(parsed.data);
    setError(rangeError);
    if (!rangeError && parsed.data !== value) onCommit(parsed.data);
  };
  return (
    <TextField
      size="small"
      label={label}
      type="number"
      value={draft}
      placeholder={trans('Any')}
      error={error !== null}
      helperText={error ? trans(error) : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      slotProps={{
        htmlInput: { min: 1870, max: 2100, step: 1, inputMode: 'numeric' },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 0 }}
    />
  );
}

/**
 * The filter bar of a title channel: type, genre, year range, minimum rating, language and
 * order. Its state is the URL's search params, so a filtered page can be shared, bookmarked and
 * crawled, and the back button undoes a change; changing a filter returns to page 1.
 */
export function ChannelFilterBar({
  genres,
  languages,
  defaultOrder,
  hideGenre,
}: ChannelFilterBarProps) {
  const { trans } = useTrans();
  const languageName = useLanguageName();
  const [search, setSearch] = useSearchParams();
  const filters = readChannelFilters(search);
  const active = FILTER_KEYS.some((key) => key !== 'order' && filters[key] !== undefined);

  const set = (key: FilterKey, value: string | number | null) =>
    setSearch(withFilter(search, key, value), { preventScrollReset: true });

  const order = filters.order ?? defaultOrder;
  const orderKnown = SORT_OPTIONS.some((option) => option.value === order);

  return (
    <Box
      role="search"
      aria-label={trans('Filters')}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(auto-fit, minmax(132px, 1fr))',
        },
        gap: 1.5,
        alignItems: 'start',
        mb: { xs: 3, md: 4 },
      }}
    >
      <SelectField
        label={trans('Type')}
        value={filters.type ?? ''}
        onChange={(v) => set('type', v)}
      >
        <option value="">{trans('All')}</option>
        <option value="movie">{trans('Movies')}</option>
        <option value="series">{trans('Series')}</option>
      </SelectField>
      {hideGenre ? null : (
        <SelectField
          label={trans('Genre')}
          value={filters.genre ?? ''}
          onChange={(v) => set('genre', v)}
        >
          <option value="">{trans('All genres')}</option>
          {genres.map((genre) => (
            <option key={genre.id} value={genre.name}>
              {genre.display_name}
            </option>
          ))}
          {filters.genre && !genres.some((genre) => genre.name === filters.genre) ? (
            <option value={filters.genre}>{filters.genre}</option>
          ) : null}
        </SelectField>
      )}
      <YearField
        key={`from-${filters.yearFrom ?? ''}`}
        label={trans('From year')}
        value={filters.yearFrom}
        onCommit={(v) => set('yearFrom', v)}
        check={(year) =>
          filters.yearTo !== undefined && year > filters.yearTo
            ? 'The year from must not be after the year to.'
            : null
        }
      />
      <YearField
        key={`to-${filters.yearTo ?? ''}`}
        label={trans('To year')}
        value={filters.yearTo}
        onCommit={(v) => set('yearTo', v)}
        check={(year) =>
          filters.yearFrom !== undefined && year < filters.yearFrom
            ? 'The year to must not be before the year from.'
            : null
        }
      />
      <SelectField
        label={trans('Minimum rating')}
        value={filters.ratingFrom === undefined ? '' : String(filters.ratingFrom)}
        onChange={(v) => set('ratingFrom', v)}
      >
        <option value="">{trans('Any rating')}</option>
        {RATING_OPTIONS.map((rating) => (
          <option key={rating} value={rating}>
            {trans(':rating+ stars', { rating })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={trans('Language')}
        value={filters.language ?? ''}
        onChange={(v) => set('language', v)}
      >
        <option value="">{trans('All languages')}</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
        {filters.language && !languages.includes(filters.language) ? (
          <option value={filters.language}>{languageName(filters.language)}</option>
        ) : null}
      </SelectField>
      <SelectField
        label={trans('Sort by')}
        value={order}
        onChange={(v) => set('order', v === defaultOrder ? null : v)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {trans(option.label)}
          </option>
        ))}
        {orderKnown ? null : <option value={order}>{order}</option>}
      </SelectField>
      {active ? (
        <Button
          variant="text"
          startIcon={<CloseIcon />}
          onClick={() => {
            const next = withoutFilters(search);
            if (filters.order) next.set('order', filters.order);
            setSearch(next, { preventScrollReset: true });
          }}
          sx={{ height: 40, justifySelf: 'start' }}
        >
          <Trans message="Clear filters" />
        </Button>
      ) : null}
    </Box>
  );
}

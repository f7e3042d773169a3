import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import SearchIcon from '@mui/icons-material/Search';
import { searchUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { buildSearchOptions, type SearchOption } from './search-options';
import { SearchListbox } from './search-listbox';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, useSearchSuggestions } from './use-search-suggestions';

interface SearchComboboxProps {
  autoFocus?: boolean;
  /** Called after the combobox navigated somewhere (the mobile overlay closes). */
  onNavigate?: () => void;
  /** Escape in an empty, closed field (the mobile overlay closes). */
  onDismiss?: () => void;
}

/**
 * The navbar search (ARIA 1.2 combobox with a listbox popup): type-ahead over titles, people
 * and news after a 250 ms pause; Arrow keys move through the options (wrapping), Enter opens the
 * active option or, with none active, the search page for the text; Escape closes the list, and
 * a second Escape clears the field.
 */
export function SearchCombobox({ autoFocus, onNavigate, onDismiss }: SearchComboboxProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(input);
  const options = buildSearchOptions(suggestions.query, suggestions.data, trans);
  const ready =
    suggestions.query.length >= MIN_QUERY_LENGTH && input.trim().length >= MIN_QUERY_LENGTH;
  const open = expanded && ready;
  const activeOption = open && active >= 0 ? options[active] : undefined;

  // A new result set starts with nothing active.
  const resultKey = options.map((option) => option.key).join('|');
  useEffect(() => setActive(-1), [resultKey]);

  const optionId = (option: SearchOption) => `${id}-option-${option.key}`;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (url: string) => {
    setExpanded(false);
    setActive(-1);
    setInput('');
    inputRef.current?.blur();
    navigate(url);
    onNavigate?.();
  };

  const submit = () => {
    if (activeOption) return go(activeOption.url);
    const text = input.trim();
    go(text ? searchUrl(text) : '/search');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          if (!ready) return;
        }
        if (!options.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 && step < 0
            ? options.length - 1
            : (current + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        // handled here rather than by the form, so the active option wins over the text
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        submit();
        return;
      case 'Escape':
        event.preventDefault();
        if (open) {
          setExpanded(false);
          setActive(-1);
        } else if (input) {
          setInput('');
        } else {
          onDismiss?.();
        }
        return;
      case 'Tab':
        setExpanded(false);
        return;
      default:
    }
  };

  const resultCount = options.filter((option) => option.group !== 'all').length;

  return (
    <Box
      component="form"
      role="search"
      aria-label={trans('Site search')}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
      sx={{ position: 'relative', width: '100%', maxWidth: { md: 560 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: 42,
          px: 1.5,
          borderRadius: 999,
          bgcolor: 'color-mix(in srgb, currentColor 8%, transparent)',
          border: '1px solid color-mix(in srgb, currentColor 14%, transparent)',
          transition: 'border-color 150ms, box-shadow 150ms',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}40`,
          },
        }}
      >
        {suggestions.pending && ready ? (
          <CircularProgress size={18} aria-hidden sx={{ color: 'inherit', opacity: 0.7 }} />
        ) : (
          <SearchIcon aria-hidden sx={{ opacity: 0.7, fontSize: 20 }} />
        )}
        {/* a plain input, not MUI's InputBase: the navbar is on every page, and InputBase
            (with the multiline textarea it supports) would add its code to each of them */}
        <Box
          component="input"
          ref={inputRef}
          value={input}
          autoFocus={autoFocus}
          placeholder={trans('Search movies, series, people...')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setInput(event.target.value);
            setExpanded(true);
          }}
          onFocus={() => setExpanded(true)}
          onKeyDown={onKeyDown}
          role="combobox"
          type="search"
          aria-label={trans('Search')}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          sx={{
            flex: 1,
            minWidth: 0,
            height: '100%',
            p: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontSize: 15,
            '&::placeholder': { color: 'inherit', opacity: 0.6 },
            '&::-webkit-search-cancel-button': { cursor: 'pointer' },
          }}
        />
      </Box>
      <SearchListbox
        id={listboxId}
        open={open}
        options={options}
        activeKey={activeOption?.key ?? null}
        optionId={optionId}
        loading={suggestions.pending && !suggestions.data}
        failed={suggestions.isError}
        onSelect={(option) => go(option.url)}
        onHover={(option) => setActive(options.indexOf(option))}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {open && !suggestions.pending
          ? resultCount
            ? trans(':count result |||| :count results', { count: resultCount })
            : trans('There are no items matching your query')
          : ''}
      </Box>
    </Box>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTrans } from '@client/i18n/trans';
import { STAR_COLOR } from './star-color';

export const MAX_RATING = 10;

interface StarRatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  /** Enter on a star: e.g. save the rating. */
  onSubmit?: (value: number) => void;
  /** Accessible name of the group. */
  label?: string;
  id?: string;
  autoFocus?: boolean;
  error?: boolean;
  describedBy?: string;
  size?: number;
}

/** The rating a key picks: arrows step, Home/End jump, digits 1–9 pick, 0 means 10. */
export function ratingForKey(key: string, current: number | null): number | null {
  const value = current ?? 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(MAX_RATING, value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(1, value - 1);
    case 'Home':
      return 1;
    case 'End':
      return MAX_RATING;
    case '0':
      return MAX_RATING;
    default:
      return /^[1-9]$/.test(key) ? Number(key) : null;
  }
}

/**
 * A 1–10 star picker as a radio group: one tab stop, arrows (and digits) move the selection,
 * Enter submits; hovering previews a value.
 */
export function StarRatingInput({
  value,
  onChange,
  onSubmit,
  label,
  id,
  autoFocus,
  error,
  describedBy,
  size = 30,
}: StarRatingInputProps) {
  const { trans } = useTrans();
  const [hovered, setHovered] = useState<number | null>(null);
  const stars = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = hovered ?? value ?? 0;
  const focusIndex = value ? value - 1 : 0;

  const select = (next: number) => {
    onChange(next);
    stars.current[next - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && value && onSubmit) {
      event.preventDefault();
      onSubmit(value);
      return;
    }
    const next = ratingForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Box
      role="radiogroup"
      id={id}
      aria-label={label ?? trans('Rating')}
      aria-invalid={error || undefined}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      // Focus sent to the group (e.g. to a field with a server error) goes to its current star.
      tabIndex={-1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) stars.current[focusIndex]?.focus();
      }}
      onMouseLeave={() => setHovered(null)}
      sx={{ display: 'inline-flex', flexWrap: 'nowrap', maxWidth: '100%' }}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => {
        const star = index + 1;
        const filled = star <= shown;
        const Icon = filled ? StarIcon : StarBorderIcon;
        return (
          <Box
            key={star}
            component="button"
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={trans(':rating out of 10', { rating: star })}
            tabIndex={index === focusIndex ? 0 : -1}
            autoFocus={autoFocus && index === focusIndex}
            ref={(element: HTMLButtonElement | null) => {
              stars.current[index] = element;
            }}
            onClick={() => select(star)}
            onMouseEnter={() => setHovered(star)}
            onFocus={() => setHovered(null)}
            sx={{
              p: { xs: '1px', sm: '2px' },
              m: 0,
              border: 0,
              background: 'none',
              cursor: 'pointer',
              color: filled ? STAR_COLOR : error ? 'error.main' : 'text.disabled',
              display: 'inline-flex',
              borderRadius: 0.5,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <Icon aria-hidden sx={{ fontSize: { xs: size * 0.85, sm: size } }} />
          </Box>
        );
      })}
    </Box>
  );
}

import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import { useTrans } from '@client/i18n/trans';

interface RatingBadgeProps {
  rating: number | null | undefined;
  /** Who gave the rating ('IMDb'), named to screen readers and on hover. */
  source?: string | null;
  size?: 'small' | 'medium' | 'large';
}

const FONT = { small: 13, medium: 15, large: 20 } as const;

/**
 * A title's rating out of 10 with a star, after the name of its source when known ('IMDb ★ 8.3');
 * nothing when it has no rating yet.
 */
export function RatingBadge({ rating, size = 'small', source = null }: RatingBadgeProps) {
  const { trans } = useTrans();
  if (rating === null || rating === undefined) return null;
  const value = rating.toFixed(1);
  const label = source
    ? trans(':source rating: :rating out of 10', { source, rating: value })
    : trans('Rated :rating out of 10', { rating: value });
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        fontSize: FONT[size],
      }}
    >
      {source ? (
        <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: '0.85em' }}>
          {source}
        </Box>
      ) : null}
      <StarIcon aria-hidden sx={{ color: '#f5c518', fontSize: FONT[size] + 3 }} />
      <span aria-hidden>{value}</span>
    </Box>
  );
}

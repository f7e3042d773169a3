import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import { useTrans } from '@client/i18n/trans';

interface RatingBadgeProps {
  rating: number | null | undefined;
  size?: 'small' | 'medium' | 'large';
}

const FONT = { small: 13, medium: 15, large: 20 } as const;

/** A title's average rating out of 10 with a star; nothing when it has no rating yet. */
export function RatingBadge({ rating, size = 'small' }: RatingBadgeProps) {
  const { trans } = useTrans();
  if (rating === null || rating === undefined) return null;
  const value = rating.toFixed(1);
  return (
    <Box
      component="span"
      role="img"
      aria-label={trans('Rated :rating out of 10', { rating: value })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        fontSize: FONT[size],
      }}
    >
      <StarIcon aria-hidden sx={{ color: '#f5c518', fontSize: FONT[size] + 3 }} />
      <span aria-hidden>{value}</span>
    </Box>
  );
}

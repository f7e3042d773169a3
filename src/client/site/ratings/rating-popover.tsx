import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';
import { StarRatingInput } from './star-rating-input';

export interface RatingPopoverProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  titleName: string;
  /** The viewer's current rating. */
  rating: number | null;
  onRate: (rating: number) => void;
  onRemove: () => void;
}

/**
 * The 'Rate' popover: pick 1–10 stars, save it, or remove the rating you gave. A chunk of its
 * own, which the title page loads once idle (TitleActions).
 */
export default function RatingPopover(props: RatingPopoverProps) {
  const { anchorEl, open, onClose } = props;
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { mt: 1, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      {/* Mounted only while open, so each opening starts from the saved rating. */}
      {open ? <RatingPanel {...props} /> : null}
    </Popover>
  );
}

function RatingPanel({ titleName, rating, onRate, onRemove, onClose }: RatingPopoverProps) {
  const [value, setValue] = useState<number | null>(rating);
  const headingId = useId();
  const save = (next: number) => {
    onRate(next);
    onClose();
  };
  return (
    <Box
      role="dialog"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center', width: { xs: 'auto', sm: 400 } }}
    >
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontWeight: 700, fontSize: 18, mb: 0.5 }}
        noWrap
        title={titleName}
      >
        <Trans message="Rate :name" values={{ name: titleName }} />
      </Typography>
      <Typography
        aria-live="polite"
        sx={{ fontSize: 32, fontWeight: 800, lineHeight: 1.3, minHeight: 42 }}
      >
        {value ? (
          <>
            {value}
            <Box component="span" sx={{ fontSize: 16, color: 'text.secondary', fontWeight: 500 }}>
              /10
            </Box>
          </>
        ) : (
          <Box component="span" sx={{ fontSize: 15, color: 'text.secondary', fontWeight: 500 }}>
            <Trans message="Select a rating" />
          </Box>
        )}
      </Typography>
      <StarRatingInput value={value} onChange={setValue} onSubmit={save} autoFocus />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        <Button variant="contained" disabled={!value} onClick={() => value && save(value)}>
          <Trans message="Rate" />
        </Button>
        {rating !== null ? (
          <Button
            color="error"
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            <Trans message="Remove rating" />
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

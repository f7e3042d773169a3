import { useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { LazyDialog } from '@client/ui/overlays/lazy-overlays';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { Image } from '@common/catalogue/catalogue-types';
import { useTrans } from '@client/i18n/trans';
import { useImageUrl } from '@client/site/shared/media-image';

export interface LightboxProps {
  images: Image[];
  /** Index of the image shown; null when closed. */
  index: number | null;
  onChange: (index: number | null) => void;
  /** What the images show, for their alt text ('The Matrix'). */
  subject: string;
}

/**
 * A full-screen image viewer: arrow keys or the buttons step through the images, Escape or the
 * close button closes it, and focus stays inside while it is open.
 */
export function ImageLightbox({ images, index, onChange, subject }: LightboxProps) {
  const { trans } = useTrans();
  const titleId = useId();
  const open = index !== null && images.length > 0;
  const current = open ? (images[index] ?? null) : null;
  const url = useImageUrl(current?.url);
  const count = images.length;
  const step = (delta: number) => {
    if (index === null || count < 2) return;
    onChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };
  const navSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    width: 48,
    height: 48,
    color: '#fff',
    bgcolor: 'rgba(0, 0, 0, 0.5)',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
    '&.Mui-focusVisible': { outline: '2px solid #fff' },
  } as const;
  return (
    <LazyDialog
      open={open}
      onClose={() => onChange(null)}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(0, 0, 0, 0.94)', color: '#fff' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 3 }, py: 1.5 }}>
        <Typography
          id={titleId}
          component="h2"
          sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}
          noWrap
        >
          {subject}{' '}
          <Box component="span" sx={{ opacity: 0.7, ml: 1, fontWeight: 400 }}>
            {trans(':current of :total', { current: (index ?? 0) + 1, total: count })}
          </Box>
        </Typography>
        <IconButton
          aria-label={trans('Close')}
          onClick={() => onChange(null)}
          sx={{ color: '#fff', width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'grid',
          placeItems: 'center',
          px: { xs: 1, md: 10 },
          pb: 3,
        }}
      >
        {url ? (
          <Box
            component="img"
            key={url}
            src={url}
            alt={trans(':subject, image :current of :total', {
              subject,
              current: (index ?? 0) + 1,
              total: count,
            })}
            sx={{
              position: 'absolute',
              top: 0,
              left: { xs: 8, md: 80 },
              width: { xs: 'calc(100% - 16px)', md: 'calc(100% - 160px)' },
              height: 'calc(100% - 24px)',
              objectFit: 'contain',
            }}
          />
        ) : null}
        {count > 1 ? (
          <>
            <IconButton
              aria-label={trans('Previous image')}
              onClick={() => step(-1)}
              sx={{ ...navSx, left: { xs: 8, md: 24 } }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={trans('Next image')}
              onClick={() => step(1)}
              sx={{ ...navSx, right: { xs: 8, md: 24 } }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        ) : null}
      </Box>
    </LazyDialog>
  );
}

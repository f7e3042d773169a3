import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans } from '../i18n/trans';

function LoaderContent({ sx }: { sx: SxProps<Theme> }) {
  const labelId = useId();
  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} variant="body2" color="text.secondary">
        <Trans message="Loading page..." />
      </Typography>
    </Box>
  );
}

/** Spinner centred in the page's content area, e.g. while a lazy route loads (spec 2.1). */
export function PageLoader() {
  return <LoaderContent sx={{ flex: 1, minHeight: 240, py: 6 }} />;
}

/** The same, covering the whole viewport, for before any layout exists. */
export function FullPageLoader() {
  return <LoaderContent sx={{ position: 'fixed', inset: 0, bgcolor: 'background.default' }} />;
}

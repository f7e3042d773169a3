import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { QUERY_INDICATOR_DELAY_MS, QUERY_INDICATOR_MIN_DURATION_MS } from './progress-timings';
import { useDelayedVisibility } from './use-delayed-visibility';

/** A small spinner in a corner while queries or mutations run (spec 9 timings). */
export function GlobalQueryIndicator() {
  const { trans } = useTrans();
  const busy = useIsFetching() + useIsMutating() > 0;
  const visible = useDelayedVisibility(busy, {
    delay: QUERY_INDICATOR_DELAY_MS,
    minDuration: QUERY_INDICATOR_MIN_DURATION_MS,
  });
  if (!visible) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 'max(16px, env(safe-area-inset-bottom))',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        p: 0.75,
        borderRadius: '50%',
        bgcolor: 'background.paper',
        boxShadow: 2,
        pointerEvents: 'none',
      }}
    >
      <CircularProgress size={18} thickness={5} aria-label={trans('Loading')} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useTrans } from '../../i18n/trans';
import { TOP_PROGRESS_DELAY_MS } from './progress-timings';
import { useDelayedVisibility } from './use-delayed-visibility';

/** A thin bar at the top of the viewport while a route loads; needs a data router. */
export function TopProgressBar() {
  const { trans } = useTrans();
  const loading = useNavigation().state !== 'idle';
  const visible = useDelayedVisibility(loading, { delay: TOP_PROGRESS_DELAY_MS, minDuration: 0 });
  if (!visible) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    >
      <LinearProgress aria-label={trans('Loading page...')} sx={{ height: 3 }} />
    </Box>
  );
}

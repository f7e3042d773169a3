import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useNavigation } from 'react-router';
import { useTrans } from '../../i18n/trans';
import { usePreloadWhenIdle } from '../overlays/lazy-overlays';
import { TOP_PROGRESS_DELAY_MS } from './progress-timings';
import { useDelayedVisibility } from './use-delayed-visibility';

const loadLinearProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadLinearProgress);

/** A thin bar at the top of the viewport while a route loads; needs a data router. */
export function TopProgressBar() {
  const { trans } = useTrans();
  // it shows only after a delay, by which time its code is in (loaded once the page is idle)
  usePreloadWhenIdle(loadLinearProgress);
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
      <Suspense fallback={null}>
        <LinearProgress aria-label={trans('Loading page...')} sx={{ height: 3 }} />
      </Suspense>
    </Box>
  );
}

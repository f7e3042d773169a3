import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { usePreloadWhenIdle } from './lazy-overlays';

const loadTooltip = () => import('@mui/material/Tooltip');
const Tooltip = lazy(loadTooltip);

/**
 * MUI's Tooltip (and the Popper under it), loaded once the page is idle. Until then the element
 * it describes shows without it; the server renders it complete, and hydration keeps the
 * server's markup until the code is in.
 */
export function LazyTooltip(props: TooltipProps) {
  usePreloadWhenIdle(loadTooltip);
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}

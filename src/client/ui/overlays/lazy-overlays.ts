import type { DialogProps } from '@mui/material/Dialog';
import type { MenuProps } from '@mui/material/Menu';
import { lazyOverlay } from './lazy-overlay';

/** MUI's Menu and Dialog, loaded when the page is idle and rendered once opened. */
export const LazyMenu = lazyOverlay<MenuProps>(() => import('@mui/material/Menu'));
export const LazyDialog = lazyOverlay<DialogProps>(() => import('@mui/material/Dialog'));

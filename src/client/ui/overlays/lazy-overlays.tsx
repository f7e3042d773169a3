import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { DialogProps } from '@mui/material/Dialog';
import type { MenuProps } from '@mui/material/Menu';
import { whenIdle } from '@client/app/task-scheduling';

/**
 * Starts loading a lazily imported module once the browser is idle after the component mounts,
 * so it is there by the time someone needs it. A failed load is left to the lazy component,
 * which asks again when it renders.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}

/**
 * An overlay component (menu, dialog) whose code loads once the page is idle and which renders
 * from the first time it opens. A closed MUI overlay shows nothing, so until then there is
 * nothing to draw: the page does not load or evaluate the overlay (and the Modal and transitions
 * under it) before it is interactive. Opened before its code has arrived, it appears when it does.
 */
export function lazyOverlay<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Overlay = lazy(load);

  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.open);
    // once opened it stays rendered, so it can animate closed and keep its state
    if (props.open && !opened) setOpened(true);
    usePreloadWhenIdle(load);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}

/** MUI's Menu and Dialog, loaded when the page is idle and rendered once opened. */
export const LazyMenu = lazyOverlay<MenuProps>(() => import('@mui/material/Menu'));
export const LazyDialog = lazyOverlay<DialogProps>(() => import('@mui/material/Dialog'));

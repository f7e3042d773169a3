import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@client/app/task-scheduling';

/**
 * An overlay component (menu, popover, dialog) whose code loads once the page is idle and which
 * renders from the first time it opens. A closed MUI overlay shows nothing, so until then there
 * is nothing to draw: the page does not load or evaluate the overlay (and the Modal, Popper and
 * transitions under it) before it is interactive. Loaded at idle, it is ready by the time
 * someone opens it; opened sooner, it appears as soon as its code arrives.
 */
export function lazyOverlay<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Overlay = lazy(load);
  let requested = false;
  const preload = () => {
    if (requested) return;
    requested = true;
    load().catch(() => {
      requested = false;
    });
  };

  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.open);
    // once opened it stays rendered, so it can animate closed and keep its state
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdle(preload), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}

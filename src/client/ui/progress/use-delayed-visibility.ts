import { useEffect, useRef, useState } from 'react';

export interface DelayedVisibilityOptions {
  /** Milliseconds of continuous activity before becoming visible. */
  delay: number;
  /** Once visible, stay visible at least this long, so the indicator never just flickers. */
  minDuration: number;
}

/** Whether a loading indicator for `active` work should show. */
export function useDelayedVisibility(
  active: boolean,
  { delay, minDuration }: DelayedVisibilityOptions,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (active === visible) return;
    const wait = active ? delay : Math.max(0, minDuration - (Date.now() - shownAt.current));
    // Cleared when `active` flips back first: a short blip never shows, a short gap never hides.
    const timer = setTimeout(() => {
      if (active) shownAt.current = Date.now();
      setVisible(active);
    }, wait);
    return () => clearTimeout(timer);
  }, [active, visible, delay, minDuration]);

  return visible;
}

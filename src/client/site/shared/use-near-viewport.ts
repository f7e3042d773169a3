import { useCallback, useRef, useState } from 'react';

/** How far ahead of the viewport a section counts as near: about a screen of scrolling. */
const NEAR_MARGIN = '800px 0px';

/**
 * True once the element has come within about a screen of the viewport (and from then on). For
 * below-the-fold sections that load their own data: a visitor who never scrolls there never
 * asks for it, and the page's load is not busy rendering it.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.current.observe(element);
    },
    [near],
  );
  return [ref, near];
}

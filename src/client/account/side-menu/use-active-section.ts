import { useEffect, useState } from 'react';

/**
 * The section the reader is looking at: the topmost one crossing the upper part of the viewport.
 * `select` sets it right away for a clicked menu item; the observer (where the browser has one)
 * follows scrolling afterwards.
 */
export function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(',');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const order = key.split(',');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = order.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      // A band across the upper part of the screen, below the sticky navbar.
      { rootMargin: '-88px 0px -55% 0px' },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return { active, select: setActive };
}

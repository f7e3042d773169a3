import { startTransition, useEffect, useState } from 'react';

/** Set by the first effect that runs: effects run only once the page is hydrated (or rendered). */
let pageHydrated = false;

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards:
 * for what only the browser knows (its cookies, storage, viewport), shown after hydration so the
 * first render matches the server's markup. The switch is a transition: what appears is rendered
 * in tasks of its own, not in the one that hydrates the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

import { useEffect, useSyncExternalStore } from 'react';

/** How many shown pages ask for the navbar to be hidden (a custom page with hide_nav). */
let hiders = 0;
const listeners = new Set<() => void>();

function changeHiders(delta: number) {
  hiders += delta;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page calls this to hide the site navbar while it is shown. */
export function useHideNavbar(hidden: boolean) {
  useEffect(() => {
    if (!hidden) return;
    changeHiders(1);
    return () => changeHiders(-1);
  }, [hidden]);
}

/** Whether the layout should leave the navbar out. */
export function useNavbarHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hiders > 0,
    () => false,
  );
}

import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from './app-ready-attribute';

/** Marks the page ready once the app's first render (or hydration) is committed. */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
}

import { lazyOverlay } from '../overlays/lazy-overlays';
import { useToasts } from './use-toasts';

const LazyToastContainer = lazyOverlay<{ open: boolean }>(async () => ({
  default: (await import('./toast-container')).ToastContainer,
}));

/**
 * The toasts of every page (spec 2.1): their code (the container, its transition, the toast
 * itself) loads once the page is idle and renders from the first toast on.
 */
export function Toasts() {
  const open = useToasts().length > 0;
  return <LazyToastContainer open={open} />;
}

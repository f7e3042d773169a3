import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type Toast } from './toast-store';

/** The toasts currently in the store; at most one (spec 4). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

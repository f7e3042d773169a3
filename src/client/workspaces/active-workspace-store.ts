import { useSyncExternalStore } from 'react';
import { activeWorkspaceId, setActiveWorkspaceId } from './active-workspace';

const listeners = new Set<() => void>();

/** Writes the activeWorkspaceId cookie and re-renders whatever shows the active workspace. */
export function setActiveWorkspace(id: number): void {
  setActiveWorkspaceId(id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cookie's workspace id (0: 'Default'). */
export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, activeWorkspaceId, () => 0);
}

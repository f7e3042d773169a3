import { useSyncExternalStore } from 'react';
import { WORKSPACE_COOKIE_DAYS } from '@common/workspaces/workspace-rules';
import { WORKSPACE_COOKIE } from '@common/http/paths';
import { activeWorkspaceId } from '../http/api-client';
import { writeCookie } from '../http/cookies';

export { activeWorkspaceId };

const listeners = new Set<() => void>();
let changedAt = 0;

/** When this page last changed the active workspace (ms; 0: not since it loaded). */
export function activeWorkspaceChangedAt(): number {
  return changedAt;
}

/**
 * Makes a workspace the active one (spec 4, 9: the activeWorkspaceId cookie, 7 days, path /; 0 is
 * the personal 'Default' space). Requests carry it as workspaceId from then on (spec 7.1); callers
 * refetch what depends on it. What shows the active workspace re-renders.
 */
export function setActiveWorkspaceId(id: number): void {
  writeCookie(WORKSPACE_COOKIE, String(id), WORKSPACE_COOKIE_DAYS, '/');
  changedAt = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cookie's workspace id (0: 'Default'), re-rendering when setActiveWorkspaceId changes it. */
export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, activeWorkspaceId, () => 0);
}

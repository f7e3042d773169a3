import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '@common/api/workspaces';
import { useAuth } from '@client/auth/use-auth';
import {
  activeWorkspaceChangedAt,
  setActiveWorkspaceId,
  useActiveWorkspaceId,
} from './active-workspace';
import { fetchMyWorkspaces, USER_WORKSPACES_KEY } from './workspaces-api';

export interface UserWorkspaces {
  workspaces: Workspace[] | undefined;
  /** The active one once the list is loaded ('Default' when the cookie names none of them). */
  active: Workspace | undefined;
  isError: boolean;
}

/**
 * The signed-in user's workspaces (GET me/workspaces, spec 7.4's 'user-workspaces' key) and the
 * active one. A cookie naming a workspace the user no longer belongs to is reset to 0, and what
 * was fetched for it is fetched again.
 */
export function useUserWorkspaces(): UserWorkspaces {
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const activeId = useActiveWorkspaceId();
  const query = useQuery({
    queryKey: USER_WORKSPACES_KEY,
    queryFn: fetchMyWorkspaces,
    enabled: isLoggedIn,
  });
  const workspaces = query.data;
  const found = workspaces?.find((workspace) => workspace.id === activeId);
  // only a list fetched since the switch can tell: a workspace just created or joined is not in
  // the one cached before it
  const stale =
    workspaces !== undefined &&
    query.dataUpdatedAt >= activeWorkspaceChangedAt() &&
    activeId !== 0 &&
    !found;

  useEffect(() => {
    if (!stale) return;
    setActiveWorkspaceId(0);
    void queryClient.invalidateQueries({
      predicate: (entry) => entry.queryKey[0] !== USER_WORKSPACES_KEY[0],
    });
  }, [stale, queryClient]);

  const active = found ?? workspaces?.find((workspace) => workspace.id === 0);
  return { workspaces, active, isError: query.isError };
}

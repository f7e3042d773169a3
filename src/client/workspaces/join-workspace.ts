import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Workspace } from '@common/api/workspaces';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { errorStatus } from '@client/http/api-error';
import { queryClient as appQueryClient } from '@client/http/query-client';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { fetchMyWorkspaces, joinWorkspace, switchWorkspace } from './workspaces-api';

export const INVALID_INVITE_MESSAGE = 'This invite is no longer valid';

/**
 * Spec 7.5, 8: joins with an invite and makes the workspace the active one ('Joined workspace');
 * a 404 (used, expired, withdrawn) says 'This invite is no longer valid'. Null when it failed.
 */
export async function joinWithInvite(
  queryClient: QueryClient,
  inviteId: string,
): Promise<Workspace | null> {
  try {
    const workspace = await joinWorkspace(inviteId);
    await switchWorkspace(queryClient, workspace.id);
    toast('Joined workspace');
    return workspace;
  } catch (error) {
    if (errorStatus(error) === 404) toast.danger(INVALID_INVITE_MESSAGE);
    else showErrorToast(error);
    return null;
  }
}

/**
 * After registering with a workspace invite the server has made the account a member: the
 * workspace it joined (its only one) becomes the active one.
 */
export async function activateJoinedWorkspace(queryClient: QueryClient): Promise<void> {
  try {
    const joined = (await fetchMyWorkspaces()).find((workspace) => workspace.id !== 0);
    if (!joined) return;
    await switchWorkspace(queryClient, joined.id);
    toast('Joined workspace');
  } catch {
    // the account exists either way; the switcher still lists the workspace
  }
}

/** The invite id of a /workspace/join/… address, if it carries one. */
export function joinInviteId(pathname: string, search: string): string | null {
  if (!pathname.includes('workspace')) return null;
  const params = new URLSearchParams(search);
  return params.get('inviteId') || params.get('invite_id') || null;
}

/**
 * Loader of /workspace/join/login and /workspace/join/register for a signed-in user holding an
 * invite link (spec 2.4 sends them away from auth pages): they join, then go home.
 */
export async function joinSignedInUser({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const inviteId = joinInviteId(url.pathname, url.search);
  if (!inviteId || !getBootstrapData().user) return null;
  await joinWithInvite(appQueryClient, inviteId);
  return redirect('/');
}

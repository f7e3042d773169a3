import { WORKSPACE_COOKIE_DAYS } from '@common/api/workspaces';
import { WORKSPACE_COOKIE } from '@common/http/paths';
import { writeCookie } from '../http/cookies';

export { activeWorkspaceId } from '../http/api-client';

/**
 * Makes a workspace the active one (spec 4, 9: the activeWorkspaceId cookie, 7 days, path /; 0 is
 * the personal 'Default' space). Requests carry it as workspaceId from then on (spec 7.1); callers
 * refetch what depends on it.
 */
export function setActiveWorkspaceId(id: number): void {
  writeCookie(WORKSPACE_COOKIE, String(id), WORKSPACE_COOKIE_DAYS, '/');
}

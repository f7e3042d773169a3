import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { redirectSignedInUser } from '../guest-route';
import { isInvitePath, readInviteParams } from './invite-params';

/**
 * Loader of /register and /workspace/join/register (spec 2.4): a signed-in user is sent away;
 * with registration disabled a visitor goes to /login, unless they are joining a workspace
 * (the path contains 'workspace') or hold an invitation (an invite type is given).
 */
export function registrationGuard({ request }: LoaderFunctionArgs): Response | null {
  const signedIn = redirectSignedInUser();
  if (signedIn) return signedIn;
  if (!getBootstrapData().settings.registration.disable) return null;
  const url = new URL(request.url);
  if (isInvitePath(url.pathname) || readInviteParams(url.searchParams).invite_type) return null;
  return redirect('/login');
}

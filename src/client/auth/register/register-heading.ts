import { isInvitePath, readInviteParams } from './invite-params';

export const DEFAULT_HEADING = 'Create a new account';
export const INVITE_HEADING = 'To join your team on :siteName, create an account';
export const PRICING_HEADING = "First, let's create your account";

/** Spec 2.4: the register page's heading (an English message) for how the visitor got there. */
export function registerHeading(pathname: string, params: URLSearchParams): string {
  const invite = readInviteParams(params);
  if (isInvitePath(pathname) || invite.invite_id || invite.invite_type) return INVITE_HEADING;
  if (params.get('redirectFrom') === 'pricing') return PRICING_HEADING;
  return DEFAULT_HEADING;
}

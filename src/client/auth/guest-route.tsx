import { redirect } from 'react-router';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { redirectUriAfterLogin } from './use-auth';

/**
 * Loader for routes only guests may see (spec 2.4: login, register, forgot and reset password):
 * a signed-in user is sent to the post-login redirect instead.
 */
export function redirectSignedInUser(): Response | null {
  return getBootstrapData().user ? redirect(redirectUriAfterLogin()) : null;
}

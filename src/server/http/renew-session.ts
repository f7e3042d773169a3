import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import { unauthenticated } from './http-error';
import { signIn } from './sign-in';

/**
 * Re-issues the session id after a security change (two-factor on or off): a new session for
 * the same user, keeping "remember" and the session's values (the password confirmation).
 */
export async function renewSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ bootstrapData: BootstrapData }> {
  const previous = request.session;
  if (!previous || !request.user) throw unauthenticated();
  const { sessions } = request.server.services;
  const payload = sessions.payload(previous);
  const answer = await signIn(request, reply, request.user.id, previous.remember === 1);
  request.session = await sessions.updatePayload(request.session!, payload);
  return answer;
}

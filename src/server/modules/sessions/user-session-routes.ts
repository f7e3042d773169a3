import type { FastifyInstance } from 'fastify';
import { userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { assertCurrentPassword, confirmPasswordSchema } from '../auth';
import { toUserSessionResource } from './user-session-resource';

/** The signed-in user's active sessions (spec 2.5, Active sessions). */
export async function userSessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.services;

  app.get('/api/v1/user-sessions', { config: userAccess }, async (request) => {
    const rows = await sessions.forUser(request.user!.id);
    const currentId = request.session?.id ?? null;
    return { sessions: rows.map((row) => toUserSessionResource(row, currentId)) };
  });

  /** Needs both a recently confirmed password (spec 6) and the password itself. */
  app.post('/api/v1/user-sessions/logout-other', { config: userAccess }, async (request) => {
    assertPasswordRecentlyConfirmed(request);
    const { password } = parseInput(confirmPasswordSchema, request.body);
    await assertCurrentPassword(request, password, 'password');
    await sessions.endOthers(request.user!.id, request.session!.id);
    return { message: 'Logged out other sessions.' };
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '@common/permissions/permission-check';
import { forbidden, notFound } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { parseInput, relationParams } from '../../http/validation';

const userParams = z.strictObject({
  id: z.union([
    z.literal('me'),
    z.coerce.number().int().positive('The user id must be a positive number.'),
  ]),
});
const userQuery = z.strictObject({ ...relationParams });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;

  /** A user's own record; other users' records only with users.update (private data). */
  app.get('/api/v1/users/:id', { config: userAccess }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    parseInput(userQuery, request.query);
    const current = request.user!;
    const targetId = id === 'me' ? current.id : id;
    if (
      targetId !== current.id &&
      !hasPermission({ user: current, guestRole: null }, 'users.update')
    ) {
      throw forbidden();
    }
    if (targetId === current.id) return { user: current };
    const row = await users.findById(targetId);
    if (!row) throw notFound('User not found.');
    return { user: await users.resource(row) };
  });
}

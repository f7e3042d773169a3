import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { parseInput, relationParams } from '../../http/validation';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { signOut } from '../../http/sign-in';
import { accountDetailsSchema, deleteUserQuerySchema, localeSchema } from './user-schema';
import { resolveTargetUser } from './user-target';

const userQuery = z.strictObject({ ...relationParams });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { userAccounts: accounts } = app.services;

  /** A user's own record; other users' records only with users.update (private data). */
  app.get('/api/v1/users/:id', { config: userAccess }, async (request) => {
    parseInput(userQuery, request.query);
    const { user } = await resolveTargetUser(request);
    return { user };
  });

  /** PUT users/{id}: account details → {user}. */
  app.put('/api/v1/users/:id', { config: userAccess }, async (request) => {
    const { user } = await resolveTargetUser(request);
    const details = parseInput(accountDetailsSchema, request.body);
    return { user: await accounts.updateDetails(user.id, details) };
  });

  /**
   * DELETE users/{id}?deleteCurrentUser=1. Deleting one's own account needs a recently confirmed
   * password and signs out; deleting another account needs users.update (resolveTargetUser).
   */
  app.delete('/api/v1/users/:id', { config: userAccess }, async (request, reply) => {
    const { deleteCurrentUser } = parseInput(deleteUserQuerySchema, request.query);
    const { user, isSelf } = await resolveTargetUser(request);
    if (deleteCurrentUser && !isSelf) throw forbidden();
    if (!isSelf) {
      await accounts.deleteAccount(user);
      return { message: 'Account deleted' };
    }
    assertPasswordRecentlyConfirmed(request);
    await accounts.deleteAccount(user);
    const { bootstrapData } = await signOut(request, reply);
    return { message: 'Account deleted', bootstrapData };
  });

  /** POST users/me/locale {locale} → {locale}. */
  app.post('/api/v1/users/me/locale', { config: userAccess }, async (request) => {
    const { locale } = parseInput(localeSchema, request.body);
    await accounts.setLanguage(request.user!.id, locale);
    return { locale };
  });
}

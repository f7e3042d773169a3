import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordConfirmation } from '@common/api/auth';
import { messageResponse } from '@common/api/responses';
import { validationError } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { confirmedPasswordStatusQuery, confirmPasswordSchema } from './auth-schema';
import { assertCurrentPassword } from './current-password';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_MISMATCH,
  CURRENT_PASSWORD_REQUIRED,
} from './password-change-schema';
import {
  isPasswordRecentlyConfirmed,
  markPasswordConfirmed,
} from '../../http/password-confirmation';
import { commonPasswordError } from './password-policy';

/** Spec 6 and 7.2: password confirmation and password change for the signed-in user. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordChanges: passwords } = app.services;

  app.get(
    '/auth/user/confirmed-password-status',
    {
      config: userAccess,
      schema: {
        summary: 'Whether the password was confirmed recently',
        querystring: confirmedPasswordStatusQuery,
        response: { 200: passwordConfirmation },
      },
    },
    async (request) => ({ confirmed: isPasswordRecentlyConfirmed(request, request.query.seconds) }),
  );

  app.post(
    '/auth/user/confirm-password',
    {
      config: userAccess,
      schema: {
        summary: 'Confirm the password',
        body: confirmPasswordSchema,
        response: { 200: passwordConfirmation },
      },
    },
    async (request) => {
      await assertCurrentPassword(request, request.body.password, 'password');
      await markPasswordConfirmed(request);
      return { confirmed: true };
    },
  );

  /** Accounts created through social login have no password yet and may set one directly. */
  app.put(
    '/auth/user/password',
    {
      config: userAccess,
      schema: {
        summary: 'Change the password',
        body: changePasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const input = request.body;
      const common = commonPasswordError(input.password);
      if (common) throw validationError({ password: [common] });
      const user = request.user!;
      const row = await app.services.users.findById(user.id);
      if (row?.password) {
        if (!input.current_password) {
          throw validationError({ current_password: [CURRENT_PASSWORD_REQUIRED] });
        }
        await assertCurrentPassword(
          request,
          input.current_password,
          'current_password',
          CURRENT_PASSWORD_MISMATCH,
        );
      }
      await passwords.change(user.id, input.password, request.session?.id ?? null);
      return { message: 'Password changed' };
    },
  );
};

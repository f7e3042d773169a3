import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { recoveryCodes, twoFactorQrCode } from '@common/api/auth';
import { bootstrapResponse } from '@common/api/bootstrap';
import { validationError } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { renewSession } from '../../http/renew-session';
import { confirmTwoFactorSchema, INVALID_CODE } from './two-factor-schema';
import type { TwoFactorService } from './two-factor-service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The password confirmation (423) comes before the body is read, as it always has. */
const confirmedUser = {
  config: userAccess,
  preValidation: async (request: FastifyRequest) => assertPasswordRecentlyConfirmed(request),
};

/**
 * Two-factor setup for the signed-in user (spec 4). Every call needs a password confirmed in the
 * last 9000 seconds; confirming and disabling re-issue the session id.
 */
export function registerManagementRoutes(app: ZodApp, twoFactor: TwoFactorService): void {
  const { rateLimits } = app.services;

  app.post(
    '/auth/user/two-factor-authentication',
    {
      ...confirmedUser,
      schema: { summary: 'Start two-factor setup', response: { 200: recoveryCodes } },
    },
    async (request) => ({ codes: await twoFactor.enable(request.user!.id) }),
  );

  app.delete(
    '/auth/user/two-factor-authentication',
    {
      ...confirmedUser,
      schema: { summary: 'Turn two-factor off', response: { 200: bootstrapResponse } },
    },
    async (request, reply) => {
      await twoFactor.disable(request.user!.id);
      return renewSession(request, reply);
    },
  );

  app.get(
    '/auth/user/two-factor/qr-code',
    {
      ...confirmedUser,
      schema: { summary: 'The two-factor setup key', response: { 200: twoFactorQrCode } },
    },
    async (request) => {
      const user = request.user!;
      const { branding } = await app.services.settings.all();
      const { uri, secret } = await twoFactor.setupKey(user.id, branding.site_name, user.email);
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { svg, secret };
    },
  );

  app.post(
    '/auth/user/confirmed-two-factor-authentication',
    {
      ...confirmedUser,
      schema: {
        summary: 'Confirm two-factor setup with a code',
        body: confirmTwoFactorSchema,
        response: { 200: bootstrapResponse },
      },
    },
    async (request, reply) => {
      const key = `user:${request.user!.id}`;
      await rateLimits.assertAllowed('twoFactorConfirmation', key);
      if (!(await twoFactor.confirm(request.user!.id, request.body.code))) {
        await rateLimits.record('twoFactorConfirmation', key);
        throw validationError({ code: [INVALID_CODE] });
      }
      await rateLimits.clear('twoFactorConfirmation', key);
      return renewSession(request, reply);
    },
  );

  app.get(
    '/auth/user/two-factor-recovery-codes',
    {
      ...confirmedUser,
      schema: { summary: 'My recovery codes', response: { 200: recoveryCodes } },
    },
    async (request) => ({ codes: await twoFactor.recoveryCodes(request.user!.id) }),
  );

  app.post(
    '/auth/user/two-factor-recovery-codes',
    {
      ...confirmedUser,
      schema: { summary: 'Regenerate my recovery codes', response: { 200: recoveryCodes } },
    },
    async (request) => ({ codes: await twoFactor.regenerateRecoveryCodes(request.user!.id) }),
  );
}

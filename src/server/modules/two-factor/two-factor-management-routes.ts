import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { validationError } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { renewSession } from '../../http/renew-session';
import { confirmTwoFactorSchema, INVALID_CODE } from './two-factor-schema';
import type { TwoFactorService } from './two-factor-service';

/**
 * Two-factor setup for the signed-in user (spec 4). Every call needs a password confirmed in the
 * last 9000 seconds; confirming and disabling re-issue the session id.
 */
export function registerManagementRoutes(app: FastifyInstance, twoFactor: TwoFactorService): void {
  const { rateLimits } = app.services;

  app.post('/auth/user/two-factor-authentication', { config: userAccess }, async (request) => {
    assertPasswordRecentlyConfirmed(request);
    return { codes: await twoFactor.enable(request.user!.id) };
  });

  app.delete(
    '/auth/user/two-factor-authentication',
    { config: userAccess },
    async (request, reply) => {
      assertPasswordRecentlyConfirmed(request);
      await twoFactor.disable(request.user!.id);
      return renewSession(request, reply);
    },
  );

  app.get('/auth/user/two-factor/qr-code', { config: userAccess }, async (request) => {
    assertPasswordRecentlyConfirmed(request);
    const user = request.user!;
    const { branding } = await app.services.settings.all();
    const { uri, secret } = await twoFactor.setupKey(user.id, branding.site_name, user.email);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { svg, secret };
  });

  app.post(
    '/auth/user/confirmed-two-factor-authentication',
    { config: userAccess },
    async (request, reply) => {
      assertPasswordRecentlyConfirmed(request);
      const { code } = parseInput(confirmTwoFactorSchema, request.body);
      const key = `user:${request.user!.id}`;
      await rateLimits.assertAllowed('twoFactorConfirmation', key);
      if (!(await twoFactor.confirm(request.user!.id, code))) {
        await rateLimits.record('twoFactorConfirmation', key);
        throw validationError({ code: [INVALID_CODE] });
      }
      await rateLimits.clear('twoFactorConfirmation', key);
      return renewSession(request, reply);
    },
  );

  app.get('/auth/user/two-factor-recovery-codes', { config: userAccess }, async (request) => {
    assertPasswordRecentlyConfirmed(request);
    return { codes: await twoFactor.recoveryCodes(request.user!.id) };
  });

  app.post('/auth/user/two-factor-recovery-codes', { config: userAccess }, async (request) => {
    assertPasswordRecentlyConfirmed(request);
    return { codes: await twoFactor.regenerateRecoveryCodes(request.user!.id) };
  });
}

import type { FastifyInstance } from 'fastify';
import { EmailVerificationRepository } from './email-verification-repository';
import { EmailVerificationService } from './email-verification-service';

/** Wires the service from the app's shared services (used by this module and by registration). */
export function createEmailVerificationService(app: FastifyInstance): EmailVerificationService {
  const { db, users, mail, settings, config } = app.services;
  return new EmailVerificationService({
    repository: new EmailVerificationRepository(db),
    users,
    mail,
    settings,
    appUrl: config.appUrl,
    resendIntervalMs: config.rateLimits.verificationCodeResend.windowMs,
  });
}

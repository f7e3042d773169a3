import { z } from 'zod';
import { bootstrapData, bootstrapResponse } from './bootstrap';

/** POST auth/login with two-factor on: the password only opened the challenge. */
export const twoFactorRequired = z.object({ two_factor: z.literal(true) });

/** POST auth/login: the challenge, or the new session's bootstrap data. */
export const loginResponse = z.union([twoFactorRequired, bootstrapResponse]);

/** POST auth/register. */
export const registrationResponse = z.object({
  status: z.enum(['success', 'needs_email_verification']),
  bootstrapData,
});

/** GET auth/user/confirmed-password-status and POST auth/user/confirm-password. */
export const passwordConfirmation = z.object({ confirmed: z.boolean() });

/** DELETE users/{id}: deleting one's own account also signs out (guest bootstrap data). */
export const accountDeleted = z.object({
  message: z.string(),
  bootstrapData: bootstrapData.optional(),
});

/** Two-factor recovery codes: shown to their owner, who has just confirmed the password. */
export const recoveryCodes = z.object({ codes: z.array(z.string()) });

/**
 * GET auth/user/two-factor/qr-code: the setup key, as a QR code and as text for manual entry.
 * The secret leaves the server only here, to its owner, while two-factor is being set up.
 */
export const twoFactorQrCode = z.object({ svg: z.string(), secret: z.string() });

/** POST recaptcha/verify. */
export const humanCheckResponse = z.object({ success: z.boolean() });

export type TwoFactorRequired = z.infer<typeof twoFactorRequired>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type RegistrationResponse = z.infer<typeof registrationResponse>;
export type PasswordConfirmation = z.infer<typeof passwordConfirmation>;
export type AccountDeleted = z.infer<typeof accountDeleted>;
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
export type TwoFactorQrCode = z.infer<typeof twoFactorQrCode>;
export type HumanCheckResponse = z.infer<typeof humanCheckResponse>;

/** Spec 6: a confirmed password stays valid on the server for 9000 seconds. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;

interface Confirmation {
  userId: number | null;
  expiresAt: number;
}

let confirmation: Confirmation | null = null;

/**
 * Remembers, for this page session, that the server accepted the user's password, so later
 * sensitive actions skip both the status request and the dialog (spec 4 Password confirmation).
 */
export function rememberPasswordConfirmed(userId: number | null, now = Date.now()): void {
  confirmation = { userId, expiresAt: now + PASSWORD_CONFIRMATION_SECONDS * 1000 };
}

export function isPasswordConfirmationRemembered(userId: number | null, now = Date.now()): boolean {
  return confirmation !== null && confirmation.userId === userId && confirmation.expiresAt > now;
}

/** Drops the remembered confirmation, e.g. after the server answered 423 anyway. */
export function forgetPasswordConfirmation(): void {
  confirmation = null;
}

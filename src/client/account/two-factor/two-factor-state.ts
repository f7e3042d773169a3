import type { AccountUser } from '../account-user';

/** Spec 4 Two-factor setup: 0 not enabled, 1 scan the QR code and confirm, 2 enabled. */
export type TwoFactorState = 0 | 1 | 2;

/** Users whose two-factor setup was started on this page session and not yet confirmed. */
const pendingSetups = new Set<number>();

export function markTwoFactorSetupPending(userId: number, pending: boolean): void {
  if (pending) pendingSetups.add(userId);
  else pendingSetups.delete(userId);
}

function hasRecoveryCodes(user: AccountUser): boolean {
  const codes = user.two_factor_recovery_codes;
  return Array.isArray(codes) ? codes.length > 0 : Boolean(codes);
}

/**
 * Spec 4: 2 when two_factor_confirmed_at is set, else 1 when recovery codes exist, else 0.
 * Reading the codes themselves needs a confirmed password, so the page does not fetch them on
 * load: it knows they exist from the user answer (when the server includes the field) or from
 * a setup started earlier in this page session.
 */
export function initialTwoFactorState(user: AccountUser): TwoFactorState {
  if (user.two_factor_confirmed_at) return 2;
  if (hasRecoveryCodes(user) || pendingSetups.has(user.id)) return 1;
  return 0;
}

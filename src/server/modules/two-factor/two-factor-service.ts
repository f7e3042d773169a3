import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Encrypter } from '../../security/encrypter';
import type { TwoFactorState, UserService } from '../users';
import { findRecoveryCode, generateRecoveryCodes } from './recovery-codes';
import { generateTotpSecret, matchingTimeStep, otpauthUri } from './totp';

export const ALREADY_ENABLED = 'Two factor authentication is already enabled.';
export const NOT_ENABLED = 'Two factor authentication is not enabled.';

/**
 * TOTP two-factor authentication (spec 4, Two-factor setup). The secret and the recovery codes
 * are kept encrypted with APP_KEY; a setup counts only once confirmed with a code.
 */
export class TwoFactorService {
  constructor(
    private readonly users: UserService,
    private readonly encrypter: Encrypter,
  ) {}

  /** Starts a (new) setup: a fresh secret and recovery codes, unconfirmed. */
  async enable(userId: number): Promise<string[]> {
    const state = await this.state(userId);
    if (state.two_factor_confirmed_at) throw new ConflictError(ALREADY_ENABLED);
    const codes = generateRecoveryCodes();
    await this.users.saveTwoFactorSetup(
      userId,
      this.encrypter.encrypt(generateTotpSecret()),
      this.encryptCodes(codes),
    );
    return codes;
  }

  disable(userId: number): Promise<void> {
    return this.users.clearTwoFactor(userId);
  }

  /** The otpauth:// URI and the base32 secret of the current setup (404 without one). */
  async setupKey(
    userId: number,
    issuer: string,
    label: string,
  ): Promise<{ uri: string; secret: string }> {
    const state = await this.state(userId);
    if (!state.two_factor_secret) throw new NotFoundError(NOT_ENABLED);
    const secret = this.encrypter.decrypt(state.two_factor_secret);
    return { uri: otpauthUri(secret, issuer, label), secret };
  }

  /** Confirms a pending setup with a code from the app; false when the code does not match. */
  async confirm(userId: number, code: string): Promise<boolean> {
    const state = await this.state(userId);
    if (state.two_factor_confirmed_at) throw new ConflictError(ALREADY_ENABLED);
    if (!state.two_factor_secret) return false;
    const step = matchingTimeStep(this.encrypter.decrypt(state.two_factor_secret), code);
    if (step === null) return false;
    return this.users.confirmTwoFactor(userId, state.two_factor_secret, step);
  }

  /** The recovery codes, or none when two-factor authentication is not set up. */
  async recoveryCodes(userId: number): Promise<string[]> {
    return this.decryptCodes((await this.state(userId)).two_factor_recovery_codes);
  }

  async regenerateRecoveryCodes(userId: number): Promise<string[]> {
    const state = await this.state(userId);
    if (!state.two_factor_secret || !state.two_factor_recovery_codes) {
      throw new ConflictError(NOT_ENABLED);
    }
    const codes = generateRecoveryCodes();
    const swapped = await this.users.swapRecoveryCodes(
      userId,
      state.two_factor_recovery_codes,
      this.encryptCodes(codes),
    );
    // Lost a race with another regeneration or a recovery login: the caller may simply retry.
    if (!swapped) throw new ConflictError('The recovery codes changed meanwhile. Try again.');
    return codes;
  }

  /** A login code: valid for the confirmed setup and never accepted twice (nor an older one). */
  async verifyLoginCode(userId: number, code: string): Promise<boolean> {
    const state = await this.state(userId);
    if (!state.two_factor_confirmed_at || !state.two_factor_secret) return false;
    const step = matchingTimeStep(this.encrypter.decrypt(state.two_factor_secret), code);
    if (step === null) return false;
    return this.users.acceptTwoFactorStep(userId, step);
  }

  /** Consumes one recovery code of the confirmed setup; false when it is not one of them. */
  async useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const state = await this.state(userId);
    const stored = state.two_factor_recovery_codes;
    if (!state.two_factor_confirmed_at || !stored) return false;
    const codes = this.decryptCodes(stored);
    const index = findRecoveryCode(codes, code);
    if (index === -1) return false;
    const remaining = codes.filter((_, i) => i !== index);
    return this.users.swapRecoveryCodes(userId, stored, this.encryptCodes(remaining));
  }

  private async state(userId: number): Promise<TwoFactorState> {
    const state = await this.users.twoFactorState(userId);
    if (!state) throw new NotFoundError('User not found.');
    return state;
  }

  private encryptCodes(codes: string[]): string {
    return this.encrypter.encrypt(JSON.stringify(codes));
  }

  private decryptCodes(stored: string | null): string[] {
    return stored ? (JSON.parse(this.encrypter.decrypt(stored)) as string[]) : [];
  }
}

import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
/** One step either side, for clock drift between the phone and the server. */
const WINDOW = 1;

/** A new 160-bit secret, base32 encoded as authenticator apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/** The time step a code belongs to, or null when it matches no step within the window. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

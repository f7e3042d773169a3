/** The auth module's public surface: other modules reach it only through this file. */
export type { AuthService } from './auth-service';
export type { PasswordChangeService } from './password-change-service';
export { hashPassword, verifyPassword } from './password-hasher';
export { commonPasswordError } from './password-policy';
export { confirmPasswordSchema } from './auth-schema';
export { assertCurrentPassword } from './current-password';

import { randomBytes } from 'node:crypto';
import { hashPassword } from '../modules/auth/password-hasher';
import type { Services } from '../modules';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated, so it can be printed once. */
  generatedPassword: string | null;
}

/** A password for an account the operator creates or resets without choosing one (16 characters). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The first administrator, created on an empty database from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedAdmin(services: Services): Promise<CreatedAdmin | null> {
  if ((await services.repositories.users.count()) > 0) return null;
  const { email, password } = services.config.admin;
  const generatedPassword = password ? null : generatePassword();
  await services.users.createAdministrator({
    email,
    name: 'Admin',
    password: await hashPassword(password ?? generatedPassword!),
  });
  return { email, generatedPassword };
}

import { z } from 'zod';
import { passwordSchema } from '@common/auth/password-rules';
import { generatePassword } from '../seed/seed-admin';
import { commonPasswordError, hashPassword } from '../modules/auth';
import type { Services } from '../modules';

/** A refusal the operator can act on: printed as is, exit code 1. */
export class OperatorError extends Error {}

export interface AccountCommandResult {
  email: string;
  /** The password when it was generated, to print once; null when the operator gave it. */
  generatedPassword: string | null;
}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));

function parseEmail(raw: string | undefined): string {
  const parsed = emailSchema.safeParse(raw ?? '');
  if (!parsed.success) throw new OperatorError(`"${raw ?? ''}" is not a valid email address.`);
  return parsed.data;
}

/** The password the operator gave (checked by the app's password rules), or a generated one. */
function choosePassword(given: string | null): string {
  if (given === null) return generatePassword();
  const parsed = passwordSchema.safeParse(given);
  if (!parsed.success) throw new OperatorError(parsed.error.issues[0]!.message);
  const common = commonPasswordError(given);
  if (common) throw new OperatorError(common);
  return given;
}

/**
 * users:reset-password: a new password for an account (the administrator who lost the one
 * printed at first start). Every session of the account ends, as after a reset by email.
 */
export async function resetPassword(
  services: Services,
  rawEmail: string | undefined,
  given: string | null,
): Promise<AccountCommandResult> {
  const email = parseEmail(rawEmail);
  const user = await services.users.findByEmail(email);
  if (!user) throw new OperatorError(`No account has the email address ${email}.`);
  const password = choosePassword(given);
  await services.users.updatePassword(user.id, await hashPassword(password));
  await services.sessions.endOthers(user.id, null);
  return { email, generatedPassword: given === null ? password : null };
}

/** users:create-admin: another administrator, for an operator locked out of the admin area. */
export async function createAdministrator(
  services: Services,
  rawEmail: string | undefined,
  given: string | null,
): Promise<AccountCommandResult> {
  const email = parseEmail(rawEmail);
  if (await services.users.findByEmail(email)) {
    throw new OperatorError(`An account with the email address ${email} exists already.`);
  }
  const password = choosePassword(given);
  await services.users.createAdministrator({
    email,
    name: email.slice(0, email.lastIndexOf('@')).slice(0, 255),
    password: await hashPassword(password),
  });
  return { email, generatedPassword: given === null ? password : null };
}

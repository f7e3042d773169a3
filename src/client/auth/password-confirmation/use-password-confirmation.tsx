import { getBootstrapData } from '@client/app/bootstrap-store';
import { errorStatus } from '@client/http/api-error';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { confirmPassword, fetchPasswordConfirmed } from './password-confirmation-api';
import {
  forgetPasswordConfirmation,
  isPasswordConfirmationRemembered,
  rememberPasswordConfirmed,
} from './password-confirmation-memory';

/** The server's answer to a sensitive call made without a recent password confirmation. */
export const PASSWORD_CONFIRMATION_REQUIRED_STATUS = 423;

export interface ConfirmedPasswordOptions {
  /**
   * Skip the status check and ask only when the action answers 423; for actions that already
   * carry the password themselves (logging out other sessions).
   */
  onlyWhenRequired?: boolean;
}

function currentUserId(): number | null {
  return getBootstrapData().user?.id ?? null;
}

/** Opens the dialog; true once the server accepted the password, false when cancelled. */
async function askForPassword(): Promise<boolean> {
  const confirmed = await openDialog<boolean>(<ConfirmPasswordDialog />);
  if (confirmed) rememberPasswordConfirmed(currentUserId());
  return confirmed === true;
}

async function ensureConfirmed(): Promise<boolean> {
  const userId = currentUserId();
  if (isPasswordConfirmationRemembered(userId)) return true;
  const confirmed = await fetchPasswordConfirmed().catch(() => false);
  if (confirmed) {
    rememberPasswordConfirmed(userId);
    return true;
  }
  return askForPassword();
}

/**
 * Runs an action that needs a recently confirmed password (spec 4, 6): a remembered or
 * server-reported confirmation is reused, otherwise a dialog asks for the password first.
 * Resolves undefined when the user cancels. If the action still answers 423 (the confirmation
 * expired on the server), the dialog asks once more and the action is retried once.
 */
export async function withConfirmedPassword<T>(
  action: () => Promise<T>,
  options: ConfirmedPasswordOptions = {},
): Promise<T | undefined> {
  if (!options.onlyWhenRequired && !(await ensureConfirmed())) return undefined;
  try {
    return await action();
  } catch (error) {
    if (errorStatus(error) !== PASSWORD_CONFIRMATION_REQUIRED_STATUS) throw error;
    forgetPasswordConfirmation();
    if (!(await askForPassword())) return undefined;
    return action();
  }
}

/**
 * Confirms a password the user typed into another form, so one entry serves both that form and
 * the server's recent-confirmation rule; a wrong password rejects with a 422 on `password`.
 */
export async function confirmPasswordNow(password: string): Promise<void> {
  await confirmPassword(password);
  rememberPasswordConfirmed(currentUserId());
}

const passwordConfirmation = { withConfirmedPassword } as const;

/** The hook form of withConfirmedPassword; the function is stable, so it is safe in effect deps. */
export function usePasswordConfirmation(): typeof passwordConfirmation {
  return passwordConfirmation;
}

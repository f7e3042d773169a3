import { confirmPassword } from './password-confirmation-api';
import { PasswordPromptDialog } from './password-prompt-dialog';

/** Spec 4 Password confirmation: asks for the password and POSTs auth/user/confirm-password. */
export function ConfirmPasswordDialog() {
  return (
    <PasswordPromptDialog
      title="Confirm password"
      description="For your security, please confirm your password to continue."
      submitLabel="Confirm"
      onSubmit={confirmPassword}
    />
  );
}

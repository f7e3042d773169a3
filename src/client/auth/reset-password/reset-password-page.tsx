import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isApiError, getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { AuthLayout } from '../auth-layout';
import { FormError } from '../form/form-error';
import { useFormErrors } from '../form/use-form-errors';
import { newPasswordErrors } from '../register/new-password-errors';
import { loginPathFor } from './login-path';
import { useResetPassword } from './use-reset-password';
import { showErrorToast } from '@client/ui/toast/error-toast';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset!';

/** Route /password/reset/:token (spec 2.4): the emailed link's email is shown locked. */
export function ResetPasswordPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const lockedEmail = searchParams.get('email') || null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { bind, setFromError, clear } = useFormErrors(FIELDS, {
    // An expired or used token is reported on no field of this form.
    onOtherError: (error) => {
      if (isApiError(error) && error.status < 500) setFormError(getErrorMessage(error));
      else showErrorToast(error);
    },
  });
  const resetPassword = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    clear();
    const invalid = newPasswordErrors(password, confirmation);
    if (invalid) {
      setFromError(invalid);
      return;
    }
    const account = lockedEmail ?? email;
    resetPassword.mutate(
      { token, email: account, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          toast(PASSWORD_RESET_MESSAGE);
          void navigate(loginPathFor(account), { replace: true });
        },
        onError: setFromError,
      },
    );
  };

  return (
    <AuthLayout heading={<Trans message="Reset your password" />}>
      <Box component="form" onSubmit={submit}>
        <FormError message={formError} />
        <TextField
          {...bind('email', lockedEmail ?? email, setEmail)}
          type="email"
          label={trans('Email')}
          autoComplete="username"
          disabled={lockedEmail !== null}
          autoFocus={lockedEmail === null}
          required
          fullWidth
          sx={{ mb: 3 }}
        />
        <TextField
          {...bind('password', password, setPassword)}
          type="password"
          label={trans('New password')}
          autoComplete="new-password"
          autoFocus={lockedEmail !== null}
          required
          fullWidth
          sx={{ mb: 3 }}
        />
        <TextField
          {...bind('password_confirmation', confirmation, setConfirmation)}
          type="password"
          label={trans('Confirm password')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={resetPassword.isPending}
          sx={{ mt: 3 }}
        >
          <Trans message="Reset password" />
        </Button>
      </Box>
    </AuthLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError, getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { AuthLayout } from '../auth-layout';
import { FormError } from '../form/form-error';
import { useFormErrors } from '../form/use-form-errors';
import { loginPathFor } from '../reset-password/login-path';
import { useForgotPassword } from './use-forgot-password';
import { showErrorToast } from '@client/ui/toast/error-toast';

const FIELDS = ['email'] as const;

/** Route /forgot-password (spec 2.4): asks for the email a reset link goes to. */
export function ForgotPasswordPage() {
  const { trans } = useTrans();
  const [searchParams] = useSearchParams();
  const lockedEmail = searchParams.get('email') || null;
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { bind, setFromError, clear } = useFormErrors(FIELDS, {
    // Throttling (429) shows in the form; other failures get the error toast.
    onOtherError: (error) => {
      if (isApiError(error) && error.status < 500) setFormError(getErrorMessage(error));
      else showErrorToast(error);
    },
  });
  const forgotPassword = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    clear();
    forgotPassword.mutate(lockedEmail ?? email, { onError: setFromError });
  };

  return (
    <AuthLayout heading={<Trans message="Forgot your password?" />}>
      <Box component="form" onSubmit={submit}>
        <FormError message={formError} />
        {forgotPassword.data ? (
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            <Trans message={forgotPassword.data.message} />
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            <Trans message="Enter your email address below and we will send you a link to reset your password." />
          </Typography>
        )}
        <TextField
          {...bind('email', lockedEmail ?? email, setEmail)}
          type="email"
          label={trans('Email')}
          autoComplete="email"
          disabled={lockedEmail !== null}
          autoFocus={lockedEmail === null}
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={forgotPassword.isPending}
          sx={{ mt: 3 }}
        >
          <Trans message="Continue" />
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to={loginPathFor(lockedEmail)}>
          <Trans message="Remembered your password? Sign in." />
        </Link>
      </Typography>
    </AuthLayout>
  );
}

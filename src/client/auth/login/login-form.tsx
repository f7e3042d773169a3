import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useSettings } from '@client/app/bootstrap-store';
import { isApiError, getErrorMessage } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { FormError } from '../form/form-error';
import { useFormErrors } from '../form/use-form-errors';
import { useLogin } from './use-login';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** Credentials a demo site (settings.site.demo) prefills. */
export const DEMO_CREDENTIALS = { email: 'admin@demo.com', password: 'admin' } as const;

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  onTwoFactor: () => void;
}

/** Email, password and remember-me; an `email` query parameter locks the email (spec 2.4). */
export function LoginForm({ onTwoFactor }: LoginFormProps) {
  const { trans } = useTrans();
  const { site } = useSettings();
  const [searchParams] = useSearchParams();
  const lockedEmail = searchParams.get('email') || null;
  const [email, setEmail] = useState<string>(site.demo ? DEMO_CREDENTIALS.email : '');
  const [password, setPassword] = useState<string>(site.demo ? DEMO_CREDENTIALS.password : '');
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { bind, setFromError, clear } = useFormErrors(FIELDS, {
    // Throttling (429) and refusals show in the form; other failures get the error toast.
    onOtherError: (error) => {
      if (isApiError(error) && error.status < 500) setFormError(getErrorMessage(error));
      else showErrorToast(error);
    },
  });
  const login = useLogin({ onTwoFactor });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    clear();
    login.mutate({ email: lockedEmail ?? email, password, remember }, { onError: setFromError });
  };

  return (
    <Box component="form" onSubmit={submit}>
      <FormError message={formError} />
      <TextField
        {...bind('email', lockedEmail ?? email, setEmail)}
        type="email"
        label={trans('Email')}
        autoComplete="email"
        disabled={lockedEmail !== null}
        autoFocus={lockedEmail === null}
        required
        fullWidth
        sx={{ mb: 3 }}
      />
      <TextField
        {...bind('password', password, setPassword)}
        type="password"
        label={trans('Password')}
        autoComplete="current-password"
        autoFocus={lockedEmail !== null}
        required
        fullWidth
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 1 }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          <Trans message="Forgot your password?" />
        </Link>
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
        }
        label={trans('Stay signed in for a month')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={login.isPending}
        sx={{ mt: 3 }}
      >
        <Trans message="Continue" />
      </Button>
    </Box>
  );
}

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSettings } from '@client/app/bootstrap-store';
import { isApiError } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { useFormErrors } from '../form/use-form-errors';
import { useRecaptcha } from '../recaptcha/use-recaptcha';
import { HUMAN_CHECK_FAILED_MESSAGE } from '../recaptcha/verify-human';
import { readInviteParams } from './invite-params';
import { newPasswordErrors } from './new-password-errors';
import { PolicyCheckboxes } from './policy-checkboxes';
import { useRegister, type RegisterPayload } from './use-register';
import { showErrorToast } from '@client/ui/toast/error-toast';

const BASE_FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** A 422 without a message for any field: the server's human check refusal, or another failure. */
function showOtherError(error: unknown): void {
  if (isApiError(error) && error.errors.recaptcha_token) {
    toast.danger(HUMAN_CHECK_FAILED_MESSAGE);
    return;
  }
  showErrorToast(error);
}

/** Spec 2.4, 5 registration form: email (locked by ?email=), password twice, policies. */
export function RegisterForm() {
  const { trans } = useTrans();
  const { registration } = useSettings();
  const [searchParams] = useSearchParams();
  const lockedEmail = searchParams.get('email') || null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const policyIds = registration.policies.map((policy) => policy.id);
  const { fieldProps, bind, setFromError, clear } = useFormErrors<string>(
    [...BASE_FIELDS, ...policyIds],
    { onOtherError: showOtherError },
  );
  const { verifyWithToken, isVerifying } = useRecaptcha('register');
  const register = useRegister();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const invalid = newPasswordErrors(password, confirmation);
    if (invalid) {
      setFromError(invalid);
      return;
    }
    const humanCheck = await verifyWithToken();
    if (!humanCheck.passed) return;
    const invite = readInviteParams(searchParams);
    const payload: RegisterPayload = {
      email: lockedEmail ?? email,
      password,
      password_confirmation: confirmation,
      ...(invite.invite_id ? { invite_id: invite.invite_id } : {}),
      ...(invite.invite_type ? { invite_type: invite.invite_type } : {}),
      ...(humanCheck.token ? { recaptcha_token: humanCheck.token } : {}),
      ...Object.fromEntries(policyIds.map((id) => [id, accepted[id] === true])),
    };
    register.mutate(payload, { onError: setFromError });
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)}>
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
        sx={{ mb: 2 }}
      />
      <PolicyCheckboxes
        policies={registration.policies}
        accepted={accepted}
        onChange={(id, value) => {
          setAccepted((current) => ({ ...current, [id]: value }));
          clear(id);
        }}
        fieldProps={fieldProps}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={register.isPending || isVerifying}
        sx={{ mt: 2 }}
      >
        <Trans message="Create account" />
      </Button>
    </Box>
  );
}

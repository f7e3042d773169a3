import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';
import { useFormErrors } from '../form/use-form-errors';
import {
  CODE_LENGTH_MESSAGE,
  requiredLength,
  TWO_FACTOR_CODE_LENGTH,
  type TwoFactorMethod,
} from './two-factor-codes';
import { useTwoFactorChallenge } from './use-two-factor-challenge';

const FIELDS = ['code', 'recovery_code'] as const;

/** Spec 4 Login: a 6-digit authenticator code, or through the toggle a 21-character recovery code. */
export function TwoFactorChallengeForm() {
  const { trans } = useTrans();
  const [method, setMethod] = useState<TwoFactorMethod>('code');
  const [value, setValue] = useState('');
  const [lengthError, setLengthError] = useState<string | null>(null);
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);
  const challenge = useTwoFactorChallenge();

  const length = requiredLength(method);
  const field = fieldProps(method);
  const helperText = lengthError ? trans(CODE_LENGTH_MESSAGE, { count: length }) : field.helperText;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const trimmed = value.trim();
    if (trimmed.length !== length) {
      setLengthError(CODE_LENGTH_MESSAGE);
      return;
    }
    setLengthError(null);
    const payload = method === 'code' ? { code: trimmed } : { recovery_code: trimmed };
    challenge.mutate(payload, { onError: setFromError });
  };

  const toggle = () => {
    setMethod((current) => (current === 'code' ? 'recovery_code' : 'code'));
    setValue('');
    setLengthError(null);
    clear();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {method === 'code' ? (
          <Trans message="Enter the authentication code provided by your authenticator application." />
        ) : (
          <Trans message="Confirm access to your account by entering one of your emergency recovery codes." />
        )}
      </Typography>
      {/* Keyed by method: the toggle mounts a fresh field, which autoFocus focuses. */}
      <TextField
        {...field}
        key={method}
        error={field.error || lengthError !== null}
        helperText={helperText}
        label={method === 'code' ? trans('Code') : trans('Recovery code')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setLengthError(null);
          clear(method);
        }}
        autoFocus
        autoComplete={method === 'code' ? 'one-time-code' : 'off'}
        required
        fullWidth
        slotProps={{
          htmlInput:
            method === 'code'
              ? { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_LENGTH }
              : { maxLength: length, spellCheck: false, autoCapitalize: 'off' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={challenge.isPending}
        sx={{ mt: 3 }}
      >
        <Trans message="Continue" />
      </Button>
      <Button fullWidth onClick={toggle} sx={{ mt: 1 }}>
        {method === 'code' ? (
          <Trans message="Use recovery code" />
        ) : (
          <Trans message="Use authentication code" />
        )}
      </Button>
    </Box>
  );
}

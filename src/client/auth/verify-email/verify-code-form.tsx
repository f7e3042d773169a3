import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { useFormErrors } from '../form/use-form-errors';

/** Spec 9: the verification code is at most 6 characters. */
export const VERIFICATION_CODE_MAX_LENGTH = 6;

const FIELDS = ['code'] as const;

/** Spec 2.2 code form: a valid code reloads the whole page (spec 4); errors land on the field. */
export function VerifyCodeForm() {
  const { trans } = useTrans();
  const [code, setCode] = useState('');
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS);
  const validate = useMutation({
    mutationFn: (value: string) =>
      apiClient.post('validate-email-verification-otp', { code: value }),
    onSuccess: () => window.location.reload(),
    onError: setFromError,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    validate.mutate(code);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 3, textAlign: 'start' }}>
      <TextField
        {...fieldProps('code')}
        label={trans('Code')}
        placeholder={trans('Enter your verification code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          clear('code');
        }}
        autoFocus
        autoComplete="one-time-code"
        required
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_MAX_LENGTH },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={validate.isPending}
        sx={{ mt: 3 }}
      >
        <Trans message="Next" />
      </Button>
    </Box>
  );
}

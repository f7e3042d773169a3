import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@client/http/api-error';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { useRecaptcha } from '@client/auth/recaptcha/use-recaptcha';
import { HUMAN_CHECK_FAILED_MESSAGE } from '@client/auth/recaptcha/verify-human';
import { useSubmitContactMessage } from './use-contact';
import { showErrorToast } from '@client/ui/toast/error-toast';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** A failure with no message for a form field: the server's human check, or anything else. */
function showOtherError(error: unknown): void {
  if (isApiError(error) && error.errors.recaptcha_token) {
    toast.danger(HUMAN_CHECK_FAILED_MESSAGE);
    return;
  }
  showErrorToast(error);
}

/** Route /contact (spec 2.7, 5, 8): name, email and message, sent after the human check. */
export function ContactPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const { fieldProps, setFromError, clear } = useFormErrors(FIELDS, {
    onOtherError: showOtherError,
  });
  const { verifyWithToken, isVerifying } = useRecaptcha('contact');
  const submitMessage = useSubmitContactMessage();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const humanCheck = await verifyWithToken();
    if (!humanCheck.passed) return;
    submitMessage.mutate(
      { ...values, ...(humanCheck.token ? { recaptcha_token: humanCheck.token } : {}) },
      {
        onSuccess: (response) => {
          toast(response.message || 'Your message has been submitted.');
          void navigate('/');
        },
        onError: setFromError,
      },
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          <Trans message="Contact us" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans message="Please use the form below to send us a message and we'll get back to you as soon as possible." />
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <TextField
            {...fieldProps('name')}
            label={trans('Name')}
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            required
            fullWidth
          />
          <TextField
            {...fieldProps('email')}
            type="email"
            label={trans('Email')}
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            required
            fullWidth
          />
          <TextField
            {...fieldProps('message')}
            label={trans('Message')}
            value={values.message}
            onChange={change('message')}
            multiline
            rows={8}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitMessage.isPending || isVerifying}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <Trans message="Submit" />
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}

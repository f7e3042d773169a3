import { useMutation } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { showErrorToast } from '@client/ui/toast/error-toast';

const HINT =
  "If you don't see the email in your inbox, check your spam or promotions folder. If you still don't see it, :link.";

interface ResendVerificationHintProps {
  email: string | null | undefined;
}

/** Spec 2.2 hint with its 'request a resend' link (a button), disabled while pending or without email. */
export function ResendVerificationHint({ email }: ResendVerificationHintProps) {
  const { trans } = useTrans();
  const resend = useMutation({
    mutationFn: (address: string) =>
      apiClient.post('resend-email-verification', { email: address }),
    onSuccess: () => toast.positive('Email sent'),
    onError: (error) => showErrorToast(error),
  });
  // The link sits inside the translated sentence, where ':link' stands.
  const [before = '', after = ''] = trans(HINT).split(':link');

  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'start' }}>
      {before}
      <Link
        component="button"
        type="button"
        disabled={!email || resend.isPending}
        onClick={() => email && resend.mutate(email)}
        sx={{
          font: 'inherit',
          verticalAlign: 'baseline',
          '&:disabled': { color: 'text.disabled', cursor: 'default', textDecoration: 'none' },
        }}
      >
        <Trans message="request a resend" />
      </Link>
      {after}
    </Typography>
  );
}

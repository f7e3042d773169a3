import Typography from '@mui/material/Typography';
import { maskEmail } from '@common/text/mask-email';
import { Trans } from '@client/i18n/trans';
import { AccountGateLayout } from '../account-gate-layout';
import { useAuth } from '../use-auth';
import { ResendVerificationHint } from './resend-verification-hint';
import { VerifyCodeForm } from './verify-code-form';

/** Spec 2.2: shown on every path while a required email confirmation is pending. */
export function VerifyEmailScreen() {
  const { user } = useAuth();
  return (
    <AccountGateLayout heading={<Trans message="Verify your email" />}>
      <Typography color="text.secondary">
        <Trans
          message="Enter the verification code we sent to :email"
          values={{ email: maskEmail(user?.email) }}
        />
      </Typography>
      <VerifyCodeForm />
      <ResendVerificationHint email={user?.email} />
    </AccountGateLayout>
  );
}

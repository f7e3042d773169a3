import { Trans } from '@client/i18n/trans';
import { AuthLayout } from '../auth-layout';
import { TwoFactorChallengeForm } from './two-factor-challenge-form';

/** What the login page turns into when the password was right and a second factor is due. */
export function TwoFactorChallengePage() {
  return (
    <AuthLayout heading={<Trans message="Two factor authentication" />}>
      <TwoFactorChallengeForm />
    </AuthLayout>
  );
}

import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSettings } from '@client/app/bootstrap-store';
import { Trans } from '@client/i18n/trans';
import { AuthLayout } from '../auth-layout';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { TwoFactorChallengePage } from '../two-factor/two-factor-challenge-page';
import { LoginForm } from './login-form';

/** Where "Sign up." leads: the workspace join flow keeps its path and its invite query. */
function registerLink(pathname: string, search: string): string {
  return pathname.includes('workspace') ? `/workspace/join/register${search}` : '/register';
}

/** Routes /login and /workspace/join/login (spec 2.4). */
export function LoginPage() {
  const { registration } = useSettings();
  const { pathname, search } = useLocation();
  const [twoFactor, setTwoFactor] = useState(false);

  if (twoFactor) return <TwoFactorChallengePage />;

  return (
    <AuthLayout heading={<Trans message="Sign in to your account" />}>
      <LoginForm onTwoFactor={() => setTwoFactor(true)} />
      <SocialLoginButtons />
      {registration.disable ? null : (
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to={registerLink(pathname, search)}>
            <Trans message="Don't have an account? Sign up." />
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}

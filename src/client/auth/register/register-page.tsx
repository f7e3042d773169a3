import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSettings } from '@client/app/bootstrap-store';
import { Trans } from '@client/i18n/trans';
import { AuthLayout } from '../auth-layout';
import { loginPathFor } from '../reset-password/login-path';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { isInvitePath } from './invite-params';
import { RegisterForm } from './register-form';
import { registerHeading } from './register-heading';

/**
 * Where 'Sign in.' leads: the workspace join flow keeps its path and query; otherwise /login,
 * keeping a given email so it stays locked there too.
 */
function loginLink(pathname: string, search: string, email: string | null): string {
  if (isInvitePath(pathname)) return `/workspace/join/login${search}`;
  return loginPathFor(email);
}

/** Routes /register and /workspace/join/register (spec 2.4); guarded by registrationGuard. */
export function RegisterPage() {
  const { branding } = useSettings();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const heading = registerHeading(pathname, searchParams);

  return (
    <AuthLayout heading={<Trans message={heading} values={{ siteName: branding.site_name }} />}>
      <RegisterForm />
      <SocialLoginButtons />
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link
          component={RouterLink}
          to={loginLink(pathname, search, searchParams.get('email') || null)}
        >
          <Trans message="Already have an account? Sign in." />
        </Link>
      </Typography>
    </AuthLayout>
  );
}

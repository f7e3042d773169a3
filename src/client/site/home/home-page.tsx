import { lazy, Suspense } from 'react';
import { useSettings } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { PageLoader } from '@client/ui/page-loader';
import { FrontPage } from './front-page';

const LoginPage = lazy(() =>
  import('../../auth/login/login-page').then((module) => ({ default: module.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../../auth/register/register-page').then((module) => ({ default: module.RegisterPage })),
);
const LandingPage = lazy(() =>
  import('./landing-page').then((module) => ({ default: module.LandingPage })),
);

/**
 * The index route, by settings.homepage.type: the login or registration form for visitors when
 * the site is set up that way (members see the front page), the landing page, or by default the
 * front page built from the 'homepage' channel. Only the front page is in the entry bundle.
 */
export function HomePage() {
  const settings = useSettings();
  const { isLoggedIn } = useAuth();
  const type = settings.homepage.type;
  if (type === 'login' && !isLoggedIn) {
    return (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (type === 'register' && !isLoggedIn && !settings.registration.disable) {
    return (
      <Suspense fallback={<PageLoader />}>
        <RegisterPage />
      </Suspense>
    );
  }
  if (type === 'landing') {
    return (
      <Suspense fallback={<PageLoader />}>
        <LandingPage />
      </Suspense>
    );
  }
  return <FrontPage />;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useSettings } from '@client/app/bootstrap-store';
import { PageLoader } from '@client/ui/page-loader';
import { useAuth } from './use-auth';
import { userGateState } from './user-gate-state';

// few visitors ever see these screens: they load when needed, not with every page
const VerifyEmailScreen = lazy(() =>
  import('./verify-email/verify-email-screen').then((module) => ({
    default: module.VerifyEmailScreen,
  })),
);
const SuspendedScreen = lazy(() =>
  import('./suspended/suspended-screen').then((module) => ({ default: module.SuspendedScreen })),
);

interface UserGateProps {
  children: ReactNode;
}

/**
 * Spec 2.1 / 4 User gate: the verify-email screen, the suspended screen, or the app.
 * Render it inside the router: the screens' logout navigates to /login.
 */
export function UserGate({ children }: UserGateProps) {
  const { user } = useAuth();
  const settings = useSettings();
  switch (userGateState(user, settings)) {
    case 'verify-email':
      return (
        <Suspense fallback={<PageLoader />}>
          <VerifyEmailScreen />
        </Suspense>
      );
    case 'suspended':
      return (
        <Suspense fallback={<PageLoader />}>
          <SuspendedScreen />
        </Suspense>
      );
    default:
      return children;
  }
}

import type { ReactNode } from 'react';
import { useSettings } from '@client/app/bootstrap-store';
import { SuspendedScreen } from './suspended/suspended-screen';
import { useAuth } from './use-auth';
import { userGateState } from './user-gate-state';
import { VerifyEmailScreen } from './verify-email/verify-email-screen';

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
      return <VerifyEmailScreen />;
    case 'suspended':
      return <SuspendedScreen />;
    default:
      return children;
  }
}

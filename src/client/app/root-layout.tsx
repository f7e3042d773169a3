import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UserGate } from '../auth/user-gate';
import { DialogHost } from '../ui/dialog/dialog-host';
import { DebugErrorHost } from '../ui/errors/debug-error-host';
import { GlobalQueryIndicator } from '../ui/progress/global-query-indicator';
import { TopProgressBar } from '../ui/progress/top-progress-bar';
import { Toasts } from '../ui/toast/toasts';
import { CookieNotice } from './cookie-notice/cookie-notice';
import { VisitRecorder } from './visit-recorder';

/** What every page has: progress, toasts, dialogs, the cookie notice, and the user gate. */
export function RootLayout() {
  // The admin area is for staff who already use the site: the notice would cover its save buttons.
  const inAdmin = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <>
      <TopProgressBar />
      <GlobalQueryIndicator />
      <UserGate>
        <Outlet />
      </UserGate>
      {inAdmin ? null : <CookieNotice />}
      <VisitRecorder />
      <Toasts />
      <DialogHost />
      <DebugErrorHost />
      <ScrollRestoration />
    </>
  );
}

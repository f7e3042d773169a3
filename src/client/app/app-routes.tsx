import type { RouteObject } from 'react-router';
import { redirectSignedInUser } from '../auth/guest-route';
import { registrationGuard } from '../auth/register/registration-guard';
import { RouteErrorBoundary } from '../ui/errors/route-error-boundary';
import { NotFoundPage } from '../ui/errors/not-found-page';
import { PageLoader } from '../ui/page-loader';
import { SiteLayout } from './layout/site-layout';
import { RootLayout } from './root-layout';
import { requireLogin, requirePermission } from './route-guards';
import { HomePage } from '../site/home/home-page';

const loginRoute = {
  loader: redirectSignedInUser,
  lazy: async () => ({ Component: (await import('../auth/login/login-page')).LoginPage }),
};

const customPageRoute = async () => ({
  Component: (await import('../pages/custom-page/custom-page-page')).CustomPagePage,
});

const registerRoute = {
  loader: registrationGuard,
  lazy: async () => ({ Component: (await import('../auth/register/register-page')).RegisterPage }),
};

/** The normal route set; the verify-email and suspended screens are chosen by the UserGate. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: 'login', ...loginRoute },
      { path: 'workspace/join/login', ...loginRoute },
      { path: 'register', ...registerRoute },
      { path: 'workspace/join/register', ...registerRoute },
      {
        path: 'forgot-password',
        loader: redirectSignedInUser,
        lazy: async () => ({
          Component: (await import('../auth/forgot-password/forgot-password-page'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: 'password/reset/:token',
        loader: redirectSignedInUser,
        lazy: async () => ({
          Component: (await import('../auth/reset-password/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'admin/*',
        loader: requirePermission('admin.access', true),
        lazy: async () => ({ Component: (await import('../admin/admin-route')).Component }),
      },
      {
        element: <SiteLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'account-settings',
            loader: requireLogin,
            lazy: async () => ({
              Component: (await import('../account/account-settings-page')).AccountSettingsPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../pages/contact/contact-page')).ContactPage,
            }),
          },
          { path: 'pages/:pageSlug', lazy: customPageRoute },
          { path: 'pages/:pageId/:pageSlug', lazy: customPageRoute },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { API_DOCS_ROUTE, apiDocsGuard } from '../api-docs/api-docs-guard';
import { redirectSignedInUser } from '../auth/guest-route';
import { registrationGuard } from '../auth/register/registration-guard';
import { billingRoutes } from '../billing/billing-routes';
import { joinSignedInUser } from '../workspaces/join-workspace';
import { RouteErrorBoundary } from '../ui/errors/route-error-boundary';
import { NotFoundPage } from '../ui/errors/not-found-page';
import { PageLoader } from '../ui/page-loader';
import { SiteLayout } from './layout/site-layout';
import { RootLayout } from './root-layout';
import { notificationSettingsGuard, requireLogin, requirePermission } from './route-guards';

/**
 * Marks the routes that show the not-found page: the server answers their addresses with 404
 * (src/server/render/client-routes.ts), this table being the one list of the app's pages.
 */
export const NOT_FOUND_ROUTE = { notFound: true } as const;

const loginRoute = {
  loader: redirectSignedInUser,
  lazy: async () => ({ Component: (await import('../auth/login/login-page')).LoginPage }),
};

/** The workspace join pages: a signed-in user with an invite link joins instead (spec 2.4, 7.5). */
const joinRoute = (route: {
  loader: (args: LoaderFunctionArgs) => Response | null;
  lazy: () => Promise<{ Component: React.ComponentType }>;
}) => ({
  ...route,
  loader: async (args: LoaderFunctionArgs) => (await joinSignedInUser(args)) ?? route.loader(args),
});

const customPageRoute = async () => ({
  Component: (await import('../pages/custom-page/custom-page-page')).CustomPagePage,
});

/** Catalogue pages need titles.view, which the guest role has by default (spec 2.8). */
const viewCatalogue = requirePermission('titles.view');

const page =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const catalogueRoute = (path: string, lazy: () => Promise<{ Component: React.ComponentType }>) => ({
  path,
  loader: viewCatalogue,
  lazy,
});

const titlePage = page(() => import('../site/titles/title-page'), 'TitlePage');
const fullCreditsPage = page(() => import('../site/titles/full-credits-page'), 'FullCreditsPage');
const titleVideosPage = page(() => import('../site/titles/title-videos-page'), 'TitleVideosPage');
const seasonPage = page(() => import('../site/titles/season-page'), 'SeasonPage');
const episodePage = page(() => import('../site/titles/episode-page'), 'EpisodePage');
const personPage = page(() => import('../site/people/person-page'), 'PersonPage');
const searchPage = page(() => import('../site/search/search-page'), 'SearchPage');
const channelPage = page(() => import('../site/channels/channel-page'), 'ChannelPage');
const profilePage = page(() => import('../site/profiles/profile-page'), 'ProfilePage');
const listEditorPage = page(() => import('../site/lists/list-editor-page'), 'ListEditorPage');

/** Spec 2.8: every catalogue route. Static segments outrank the root-level channel routes. */
const catalogueRoutes: RouteObject[] = [
  catalogueRoute(
    'landing',
    page(() => import('../site/home/landing-page'), 'LandingPage'),
  ),
  catalogueRoute('search', searchPage),
  catalogueRoute('search/:query', searchPage),
  catalogueRoute(
    'watch/:videoId',
    page(() => import('../site/watch/watch-page'), 'WatchPage'),
  ),
  catalogueRoute('titles/:titleId', titlePage),
  catalogueRoute('titles/:titleId/:titleSlug', titlePage),
  catalogueRoute('titles/:titleId/:titleSlug/videos', titleVideosPage),
  catalogueRoute(
    'titles/:titleId/:titleSlug/images',
    page(() => import('../site/titles/title-images-page'), 'TitleImagesPage'),
  ),
  catalogueRoute('titles/:titleId/:titleSlug/full-credits', fullCreditsPage),
  catalogueRoute('titles/:titleId/:titleSlug/season/:season', seasonPage),
  catalogueRoute('titles/:titleId/:titleSlug/season/:season/full-credits', fullCreditsPage),
  catalogueRoute('titles/:titleId/:titleSlug/season/:season/episode/:episode', episodePage),
  catalogueRoute(
    'titles/:titleId/:titleSlug/season/:season/episode/:episode/full-credits',
    fullCreditsPage,
  ),
  catalogueRoute(
    'titles/:titleId/:titleSlug/season/:season/episode/:episode/videos',
    titleVideosPage,
  ),
  catalogueRoute('people/:personId', personPage),
  catalogueRoute('people/:personId/:personSlug', personPage),
  catalogueRoute(
    'news/:articleId',
    page(() => import('../site/news/news-article-page'), 'NewsArticlePage'),
  ),
  catalogueRoute('user/:userId/:slug', profilePage),
  catalogueRoute('user/:userId/:slug/:tab', profilePage),
  {
    path: 'lists',
    loader: requirePermission('titles.view', true),
    lazy: page(() => import('../site/lists/lists-page'), 'ListsPage'),
  },
  { path: 'lists/new', loader: requirePermission('titles.view', true), lazy: listEditorPage },
  catalogueRoute(
    'lists/:slugOrId',
    page(() => import('../site/lists/list-page'), 'ListPage'),
  ),
  {
    path: 'lists/:slugOrId/edit',
    loader: requirePermission('titles.view', true),
    lazy: listEditorPage,
  },
  {
    path: 'workspace/:workspaceId',
    loader: requireLogin,
    lazy: page(() => import('../workspaces/manage/workspace-page'), 'WorkspacePage'),
  },
  {
    path: 'watchlist',
    loader: requirePermission('titles.view', true),
    lazy: page(() => import('../site/watchlist/watchlist-page'), 'WatchlistPage'),
  },
  catalogueRoute('channel/:slugOrId', channelPage),
  catalogueRoute('channel/:slugOrId/:restriction', channelPage),
  catalogueRoute(':slugOrId', channelPage),
  catalogueRoute(':slugOrId/:restriction', channelPage),
];

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
      { path: 'workspace/join/login', ...joinRoute(loginRoute) },
      { path: 'register', ...registerRoute },
      { path: 'workspace/join/register', ...joinRoute(registerRoute) },
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
          {
            index: true,
            loader: viewCatalogue,
            lazy: page(() => import('../site/home/home-page'), 'HomePage'),
          },
          {
            path: 'account-settings',
            loader: requireLogin,
            lazy: async () => ({
              Component: (await import('../account/account-settings-page')).AccountSettingsPage,
            }),
          },
          {
            path: 'notifications',
            loader: requireLogin,
            lazy: page(() => import('../notifications/notifications-page'), 'NotificationsPage'),
          },
          {
            path: 'notifications/settings',
            loader: notificationSettingsGuard,
            lazy: page(
              () => import('../notifications/notification-settings-page'),
              'NotificationSettingsPage',
            ),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../pages/contact/contact-page')).ContactPage,
            }),
          },
          {
            path: 'api-docs',
            loader: apiDocsGuard,
            handle: API_DOCS_ROUTE,
            lazy: page(() => import('../api-docs/api-docs-page'), 'ApiDocsPage'),
          },
          ...billingRoutes,
          { path: 'pages/:pageSlug', lazy: customPageRoute },
          { path: 'pages/:pageId/:pageSlug', lazy: customPageRoute },
          ...catalogueRoutes,
          { path: '404', element: <NotFoundPage />, handle: NOT_FOUND_ROUTE },
          { path: '*', element: <NotFoundPage />, handle: NOT_FOUND_ROUTE },
        ],
      },
    ],
  },
];

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adRoutes } from './modules/ads/ad-routes';
import { adAdminRoutes } from './modules/ads/ad-admin-routes';
import { newsAdminRoutes } from './modules/news/news-admin-routes';
import { listAdminRoutes } from './modules/lists/list-admin-routes';
import { openApiRoutes } from './modules/api-docs/openapi-routes';
import { titleRoutes } from './modules/catalogue/title-routes';
import { seasonAdminRoutes } from './modules/catalogue/season-admin-routes';
import { personRoutes } from './modules/people/person-routes';
import { personAdminRoutes } from './modules/people/person-admin-routes';
import { creditAdminRoutes } from './modules/catalogue/credit-admin-routes';
import { imageAdminRoutes } from './modules/catalogue/image-admin-routes';
import { videoRoutes } from './modules/videos/video-routes';
import { videoAdminRoutes } from './modules/videos/video-admin-routes';
import { insightRoutes } from './modules/insights/insight-routes';
import { reportRoutes } from './modules/reports/report-routes';
import { channelRoutes } from './modules/channels/channel-routes';
import { channelAdminRoutes } from './modules/channels/channel-admin-routes';
import { newsRoutes } from './modules/news/news-routes';
import { searchRoutes } from './modules/search/search-routes';
import { listRoutes } from './modules/lists/list-routes';
import { watchlistRoutes } from './modules/lists/watchlist-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { reviewAdminRoutes } from './modules/reviews/review-admin-routes';
import { commentRoutes } from './modules/comments/comment-routes';
import { commentAdminRoutes } from './modules/comments/comment-admin-routes';
import { announcementRoutes } from './modules/notifications/announcement-routes';
import { taxonomyAdminRoutes } from './modules/catalogue/taxonomy-admin-routes';
import { titleTaxonomyRoutes } from './modules/catalogue/title-taxonomy-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { seoRoutes } from './modules/seo/seo-routes';
import { artRoutes } from './modules/art/art-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { adminLogRoutes } from './modules/logs/admin-log-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { adminUserRoutes } from './modules/users/admin-user-routes';
import { roleRoutes } from './modules/roles/role-routes';
import { workspaceRoutes } from './modules/workspaces/workspace-routes';
import { localizationRoutes } from './modules/localization/localization-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { tagRoutes } from './modules/tags/tag-routes';
import { titleAdminRoutes } from './modules/catalogue/title-admin-routes';
import { pageRoutes } from './modules/pages/page-routes';
import { accessTokenRoutes } from './modules/access-tokens/access-token-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { passwordRoutes } from './modules/auth/password-routes';
import { emailVerificationRoutes } from './modules/email-verification/email-verification-routes';
import { healthRoutes } from './modules/health/health-routes';
import { logRoutes } from './modules/logs/log-routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes';
import { recaptchaRoutes } from './modules/recaptcha/recaptcha-routes';
import { registrationRoutes } from './modules/registration/registration-routes';
import { userSessionRoutes } from './modules/sessions/user-session-routes';
import { socialRoutes } from './modules/social/social-routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor-routes';
import { fileEntryRoutes } from './modules/uploads/file-entry-routes';
import { avatarRoutes } from './modules/users/avatar-routes';
import { userRoutes } from './modules/users/user-routes';
import { valueListRoutes } from './modules/value-lists/value-list-routes';
import { s3DirectRoutes } from './modules/uploads/s3-direct-routes';
import { tusRoutes } from './modules/uploads/tus-routes';
import { planAdminRoutes } from './modules/billing/plan-admin-routes';
import { productRoutes } from './modules/billing/product-routes';
import { subscriptionAdminRoutes } from './modules/billing/subscription-admin-routes';
import { checkoutRoutes } from './modules/billing/checkout-routes';
import { billingAreaRoutes } from './modules/billing/billing-area-routes';
import { webhookRoutes } from './modules/billing/webhooks/webhook-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { pushSubscriptionRoutes } from './modules/notifications/push-subscription-routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-routes';
import { liveRoutes } from './modules/notifications/live-routes';

type RoutePlugin = ((app: FastifyInstance) => Promise<void>) | FastifyPluginAsyncZod;

/** A module's routes and the tag grouping its operations in the OpenAPI document. */
export interface RouteModule {
  tag: string;
  description: string;
  routes: RoutePlugin[];
}

/** Every module's routes, registered under the base path by buildApp, in this order. */
export const ROUTE_MODULES: RouteModule[] = [
  { tag: 'Health', description: 'Whether the server is up.', routes: [healthRoutes] },
  {
    tag: 'Auth',
    description: 'Signing in and out, and changing the password.',
    routes: [authRoutes, passwordRoutes],
  },
  {
    tag: 'Two-factor authentication',
    description: 'The second sign-in step and its set-up.',
    routes: [twoFactorRoutes],
  },
  { tag: 'Registration', description: 'Creating an account.', routes: [registrationRoutes] },
  {
    tag: 'Email verification',
    description: 'Confirming an email address with a code.',
    routes: [emailVerificationRoutes],
  },
  {
    tag: 'Password reset',
    description: 'Resetting a forgotten password by email.',
    routes: [passwordResetRoutes],
  },
  { tag: 'Social login', description: 'Signing in with another site.', routes: [socialRoutes] },
  { tag: 'reCAPTCHA', description: 'The human check.', routes: [recaptchaRoutes] },
  {
    tag: 'Users',
    description: 'Your account, avatars, and the users admin.',
    routes: [userRoutes, avatarRoutes, adminUserRoutes],
  },
  { tag: 'Sessions', description: 'Your active sessions.', routes: [userSessionRoutes] },
  {
    tag: 'Notifications',
    description:
      'Your notifications, which ones you receive on which channel, browser push subscriptions, the one-click email unsubscribe, the live WebSocket, and the admin announcements.',
    routes: [
      notificationRoutes,
      pushSubscriptionRoutes,
      unsubscribeRoutes,
      liveRoutes,
      announcementRoutes,
    ],
  },
  {
    tag: 'Access tokens',
    description: 'Personal access tokens for the API.',
    routes: [accessTokenRoutes],
  },
  {
    tag: 'Value lists',
    description: 'Choices forms offer: timezones, countries, languages.',
    routes: [valueListRoutes],
  },
  {
    tag: 'Logs',
    description: 'Client error reports and the admin logs.',
    routes: [logRoutes, adminLogRoutes],
  },
  { tag: 'Dashboard', description: 'The admin dashboard figures.', routes: [dashboardRoutes] },
  { tag: 'Roles', description: 'Roles and their permissions.', routes: [roleRoutes] },
  {
    tag: 'Workspaces',
    description: 'Workspaces, their members and invitations.',
    routes: [workspaceRoutes],
  },
  { tag: 'Settings', description: 'Site settings.', routes: [settingsRoutes] },
  {
    tag: 'Localizations',
    description: 'Languages and their translations.',
    routes: [localizationRoutes],
  },
  {
    tag: 'Custom pages',
    description: 'Content pages such as /pages/privacy.',
    routes: [pageRoutes],
  },
  { tag: 'Tags', description: 'Tags and genres.', routes: [tagRoutes] },
  { tag: 'Contact', description: 'The contact form.', routes: [contactRoutes] },
  {
    tag: 'Files',
    description: 'Uploads: file entries, the trash and the files themselves.',
    routes: [fileEntryRoutes],
  },
  {
    tag: 'Titles',
    description: 'Films and series, their seasons, episodes and credits.',
    routes: [titleRoutes, titleAdminRoutes, seasonAdminRoutes],
  },
  { tag: 'People', description: 'Cast and crew.', routes: [personRoutes, personAdminRoutes] },
  {
    tag: 'Credits and images',
    description: 'Cast, crew and galleries of titles, seasons, episodes and people (admin).',
    routes: [creditAdminRoutes, imageAdminRoutes],
  },
  {
    tag: 'Videos',
    description: 'Trailers and other videos, and their admin.',
    routes: [videoRoutes, videoAdminRoutes],
  },
  {
    tag: 'Insights',
    description: 'Visits and plays per day, for the admin.',
    routes: [insightRoutes],
  },
  {
    tag: 'Reports',
    description: 'Recording visits, and the admin reports on visits, visitors and plays.',
    routes: [reportRoutes],
  },
  {
    tag: 'Genres and keywords',
    description: "Genres and keywords in the admin, and a title's genres, keywords and countries.",
    routes: [taxonomyAdminRoutes, titleTaxonomyRoutes],
  },
  {
    tag: 'Channels',
    description: 'Curated rows and pages of titles, and their admin.',
    routes: [channelRoutes, channelAdminRoutes],
  },
  {
    tag: 'News',
    description: 'News articles and their admin.',
    routes: [newsRoutes, newsAdminRoutes],
  },
  { tag: 'Search', description: 'Searching the catalogue.', routes: [searchRoutes] },
  {
    tag: 'Lists',
    description: "Lists, the watchlist, and the admin's site lists.",
    routes: [listRoutes, watchlistRoutes, listAdminRoutes],
  },
  {
    tag: 'Reviews',
    description: 'Ratings and reviews.',
    routes: [reviewRoutes, reviewAdminRoutes],
  },
  {
    tag: 'Comments',
    description: 'Comments and replies.',
    routes: [commentRoutes, commentAdminRoutes],
  },
  { tag: 'Profiles', description: 'Member profiles and follows.', routes: [profileRoutes] },
  { tag: 'SEO', description: 'Sitemaps and robots.txt.', routes: [seoRoutes] },
  { tag: 'Art', description: 'Generated posters and portraits.', routes: [artRoutes] },
  { tag: 'Ads', description: 'Ad slots and their admin.', routes: [adRoutes, adAdminRoutes] },
  {
    tag: 'Uploads',
    description: 'Resumable (tus) and direct-to-storage (S3) uploads.',
    routes: [tusRoutes, s3DirectRoutes],
  },
  {
    tag: 'Billing',
    description: "Plans, checkout, subscriptions, invoices and the gateways' webhooks.",
    routes: [
      productRoutes,
      checkoutRoutes,
      billingAreaRoutes,
      webhookRoutes,
      planAdminRoutes,
      subscriptionAdminRoutes,
    ],
  },
  {
    tag: 'API documentation',
    description: 'This document.',
    routes: [openApiRoutes],
  },
];

/**
 * Registers every module's routes under the prefix; each module's operations carry its tag in
 * the OpenAPI document (set here, so route plugins need not repeat it).
 */
export async function registerRouteModules(app: FastifyInstance, prefix: string): Promise<void> {
  for (const { tag, routes } of ROUTE_MODULES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, tags: [tag] };
        });
        for (const plugin of routes) await scope.register(plugin);
      },
      { prefix },
    );
  }
}

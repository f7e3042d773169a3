import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adRoutes } from './modules/ads/ad-routes';
import { titleRoutes } from './modules/catalogue/title-routes';
import { personRoutes } from './modules/people/person-routes';
import { videoRoutes } from './modules/videos/video-routes';
import { channelRoutes } from './modules/channels/channel-routes';
import { newsRoutes } from './modules/news/news-routes';
import { searchRoutes } from './modules/search/search-routes';
import { listRoutes } from './modules/lists/list-routes';
import { watchlistRoutes } from './modules/lists/watchlist-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { commentRoutes } from './modules/comments/comment-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { seoRoutes } from './modules/seo/seo-routes';
import { artRoutes } from './modules/art/art-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { adminLogRoutes } from './modules/logs/admin-log-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { adminUserRoutes } from './modules/users/admin-user-routes';
import { roleRoutes } from './modules/roles/role-routes';
import { localizationRoutes } from './modules/localization/localization-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { tagRoutes } from './modules/tags/tag-routes';
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
import { avatarRoutes } from './modules/users/avatar-routes';
import { userRoutes } from './modules/users/user-routes';
import { valueListRoutes } from './modules/value-lists/value-list-routes';

/** Every module's routes, registered under the base path by buildApp. */
export const ROUTE_MODULES: Array<
  ((app: FastifyInstance) => Promise<void>) | FastifyPluginAsyncZod
> = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  twoFactorRoutes,
  registrationRoutes,
  emailVerificationRoutes,
  passwordResetRoutes,
  socialRoutes,
  recaptchaRoutes,
  userRoutes,
  avatarRoutes,
  userSessionRoutes,
  accessTokenRoutes,
  valueListRoutes,
  logRoutes,
  adminLogRoutes,
  dashboardRoutes,
  roleRoutes,
  adminUserRoutes,
  settingsRoutes,
  localizationRoutes,
  pageRoutes,
  tagRoutes,
  contactRoutes,
  titleRoutes,
  personRoutes,
  videoRoutes,
  channelRoutes,
  newsRoutes,
  searchRoutes,
  listRoutes,
  watchlistRoutes,
  reviewRoutes,
  commentRoutes,
  profileRoutes,
  seoRoutes,
  artRoutes,
  adRoutes,
];

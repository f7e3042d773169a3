import type { CatalogueTables } from '../modules/catalogue/catalogue-tables';
import type { ChannelsTables } from '../modules/channels/channels-tables';
import type { CommentsTables } from '../modules/comments/comments-tables';
import type { ListsTables } from '../modules/lists/lists-tables';
import type { NewsTables } from '../modules/news/news-tables';
import type { PeopleTables } from '../modules/people/people-tables';
import type { ProfilesTables } from '../modules/profiles/profiles-tables';
import type { ReviewsTables } from '../modules/reviews/reviews-tables';
import type { VideosTables } from '../modules/videos/videos-tables';
import type { LocalizationTables } from '../modules/localization/localization-tables';
import type { PagesTables } from '../modules/pages/pages-tables';
import type { TagsTables } from '../modules/tags/tags-tables';
import type { SettingsTables } from '../modules/settings/settings-tables';
import type { LogsTables } from '../modules/logs/logs-tables';
import type { UsersTables } from '../modules/users/users-tables';
import type { RolesTables } from '../modules/roles/roles-tables';
import type { PermissionsTables } from '../modules/permissions/permissions-tables';
import type { SessionsTables } from '../modules/sessions/sessions-tables';
import type { EmailVerificationTables } from '../modules/email-verification/email-verification-tables';
import type { PasswordResetTables } from '../modules/password-reset/password-reset-tables';
import type { AccessTokensTables } from '../modules/access-tokens/access-tokens-tables';
import type { SocialTables } from '../modules/social/social-tables';
import type { UploadsTables } from '../modules/uploads/uploads-tables';
import type { ReportsTables } from '../modules/reports/reports-tables';
import type { BillingTables } from '../modules/billing/billing-tables';
import type { NotificationsTables } from '../modules/notifications/notifications-tables';
import type { JobsTables } from '../jobs/jobs-tables';
import type { WorkspacesTables } from '../modules/workspaces/workspaces-tables';

/** Booleans are stored as 0/1 integers on both dialects. */
export type Flag = 0 | 1;

export interface Database
  extends
    PagesTables,
    TagsTables,
    LocalizationTables,
    CatalogueTables,
    PeopleTables,
    VideosTables,
    ChannelsTables,
    NewsTables,
    ListsTables,
    ReviewsTables,
    CommentsTables,
    ProfilesTables,
    SettingsTables,
    LogsTables,
    UsersTables,
    RolesTables,
    PermissionsTables,
    SessionsTables,
    EmailVerificationTables,
    PasswordResetTables,
    AccessTokensTables,
    SocialTables,
    UploadsTables,
    ReportsTables,
    BillingTables,
    NotificationsTables,
    JobsTables,
    WorkspacesTables {}

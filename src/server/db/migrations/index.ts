import type { Migration } from 'kysely';
import * as foundation from './2026_11_21_000001_foundation';
import * as accounts from './2026_11_21_000002_accounts';
import * as customPages from './2026_11_21_000003_custom_pages';
import * as tags from './2026_11_21_000004_tags';
import * as localizations from './2026_11_21_000005_localizations';
import * as adminUsers from './2026_11_21_000006_admin_users';
import * as catalogue from './2026_11_21_000007_catalogue';
import * as community from './2026_11_21_000008_community';
import * as channelsNews from './2026_11_21_000009_channels_news';
import * as catalogueSearch from './2026_11_21_000010_catalogue_search';
import * as titleRatingSource from './2026_11_21_000011_title_rating_source';
import * as fileEntries from './2026_11_25_000012_file_entries';
import * as fileEntryPathPrefix from './2026_11_25_000013_file_entry_path_prefix';
import * as catalogueAdmin from './2026_11_27_000014_catalogue_admin';
import * as adminTitles from './2026_11_27_000015_admin_titles';
import * as adminPeople from './2026_11_27_000016_admin_people';
import * as taxonomyCounts from './2026_11_27_000017_taxonomy_counts';
import * as channelAdmin from './2026_11_27_000020_channel_admin';
import * as moderation from './2026_11_27_000019_moderation';
import * as newsAndLists from './2026_11_27_000021_news_and_lists';
import * as reports from './2026_11_27_000018_reports';
import * as billing from './2026_11_28_000022_billing';
import * as notifications from './2026_11_28_000023_notifications';
import * as workspaces from './2026_11_28_000024_workspaces';
import * as notificationSenders from './2026_11_28_000025_notification_senders';

/** Every migration in order. Migrations are frozen once landed: add a new file, never edit one. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_000001_foundation': foundation,
  '2026_11_21_000002_accounts': accounts,
  '2026_11_21_000003_custom_pages': customPages,
  '2026_11_21_000004_tags': tags,
  '2026_11_21_000005_localizations': localizations,
  '2026_11_21_000006_admin_users': adminUsers,
  '2026_11_21_000007_catalogue': catalogue,
  '2026_11_21_000008_community': community,
  '2026_11_21_000009_channels_news': channelsNews,
  '2026_11_21_000010_catalogue_search': catalogueSearch,
  '2026_11_21_000011_title_rating_source': titleRatingSource,
  '2026_11_25_000012_file_entries': fileEntries,
  '2026_11_25_000013_file_entry_path_prefix': fileEntryPathPrefix,
  '2026_11_27_000014_catalogue_admin': catalogueAdmin,
  '2026_11_27_000015_admin_titles': adminTitles,
  '2026_11_27_000016_admin_people': adminPeople,
  '2026_11_27_000017_taxonomy_counts': taxonomyCounts,
  '2026_11_27_000018_reports': reports,
  '2026_11_27_000019_moderation': moderation,
  '2026_11_27_000020_channel_admin': channelAdmin,
  '2026_11_27_000021_news_and_lists': newsAndLists,
  '2026_11_28_000022_billing': billing,
  '2026_11_28_000023_notifications': notifications,
  '2026_11_28_000024_workspaces': workspaces,
  '2026_11_28_000025_notification_senders': notificationSenders,
};

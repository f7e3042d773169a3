import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Navigate } from 'react-router-dom';
import { AdsPage } from '../ads/ads-page';
import { AnnouncementsPage } from '../announcements/announcements-page';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { LogsPage } from '../logs/logs-page';
import { ReportsPage } from '../reports/reports-page';
import { SettingsPage } from '../settings/settings-page';
import type { AdminPage, AdminResource } from './admin-resource';
import channels from './channels';
import customPages from './custom-pages';
import genres from './genres';
import keywords from './keywords';
import people from './people';
import titles from './titles';
import videos from './videos';
import files from './files';
import localizations, { LocalizationTranslatePage } from './localizations';
import plans from './plans';
import roles from './roles';
import subscriptions from './subscriptions';
import users from './users';
import tags from './tags';
import news from './news';
import lists, { ListSlugRedirect } from './lists';
import comments from './comments';
import reviews from './reviews';

/** Every admin resource, in sidebar order; entries appear only for users holding their permission. */
export const ADMIN_RESOURCES: AdminResource[] = [
  titles,
  people,
  videos,
  genres,
  keywords,
  news,
  lists,
  channels,
  comments,
  reviews,
  users,
  roles,
  subscriptions,
  plans,
  customPages,
  tags,
  localizations,
  files,
];

/** Custom admin pages (reports, settings, logs, translations …); their menu entries follow the resources unless placed at the top. */
export const ADMIN_PAGES: AdminPage[] = [
  {
    path: '/reports/:tab?',
    element: <ReportsPage />,
    permission: 'reports.view',
    menu: { to: '/reports', label: 'Reports', icon: InsertChartOutlined, placement: 'top' },
  },
  {
    path: '/settings/:tab?',
    element: <SettingsPage />,
    permission: 'settings.update',
    menu: { to: '/settings', label: 'Settings', icon: SettingsOutlined },
  },
  {
    path: '/logs/:tab?',
    element: <LogsPage />,
    permission: 'logs.view',
    menu: { to: '/logs', label: 'Logs', icon: ReceiptLongOutlined },
  },
  // spec 2.9 names the news create page `add`, and edits lists by slug or id
  {
    path: '/news/add',
    element: <Navigate to="/admin/news/create" replace />,
    permission: 'news.update',
  },
  { path: '/lists/:slugOrId/edit', element: <ListSlugRedirect />, permission: 'lists.update' },
  {
    path: '/ads',
    element: <AdsPage />,
    permission: 'ads.update',
    menu: { to: '/ads', label: 'Ads', icon: CampaignOutlined },
  },
  {
    path: '/announcements',
    element: <AnnouncementsPage />,
    permission: 'notifications.update',
    menu: { to: '/announcements', label: 'Announcements', icon: AnnouncementOutlined },
  },
  {
    path: '/localizations/:localeId/translate',
    element: <LocalizationTranslatePage />,
    permission: 'localizations.update',
  },
];

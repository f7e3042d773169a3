import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { LogsPage } from '../logs/logs-page';
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
import roles from './roles';
import users from './users';
import tags from './tags';

/** Every admin resource, in sidebar order; entries appear only for users holding their permission. */
export const ADMIN_RESOURCES: AdminResource[] = [
  titles,
  people,
  videos,
  genres,
  keywords,
  channels,
  users,
  roles,
  customPages,
  tags,
  localizations,
  files,
];

/** Custom admin pages (settings, logs, translations …), listed after the resources. */
export const ADMIN_PAGES: AdminPage[] = [
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
  {
    path: '/localizations/:localeId/translate',
    element: <LocalizationTranslatePage />,
    permission: 'localizations.update',
  },
];

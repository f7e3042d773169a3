import { useMemo } from 'react';
import { Admin } from 'react-admin';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAdminThemes } from './admin-themes';
import { authProvider } from './auth-provider';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './data-provider';
import { createI18nProvider } from './i18n-provider';

/**
 * Mounted by the site's data router at `admin/*`: react-admin sees it is already inside a
 * router and renders its routes there; `basename` prefixes the links it builds.
 */
export const ADMIN_BASENAME = '/admin';

export function AdminApp() {
  const { settings, i18n } = useBootstrapData();
  const i18nProvider = useMemo(() => createI18nProvider(i18n.language), [i18n.language]);
  const { theme, darkTheme, defaultTheme } = useAdminThemes();
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title={settings.branding.site_name}
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
    />
  );
}

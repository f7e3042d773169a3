import { useMemo } from 'react';
import { Admin, CustomRoutes, Navigate, Resource } from 'react-admin';
// react-admin renders custom routes with react-router-dom's <Routes> (its docs do the same);
// in the browser bundle this is the very react-router module the site uses.
import { Route } from 'react-router-dom';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAdminThemes } from './admin-themes';
import { authProvider, LOGIN_PATH } from './auth-provider';
import { Dashboard } from './dashboard/dashboard';
import { AdminLayout } from './layout/admin-layout';
import { EditRecordRedirect, NewRecordRedirect } from './layout/spec-url-redirects';
import { ADMIN_PAGES, ADMIN_RESOURCES } from './resources';
import { useAuth } from '@client/auth/use-auth';
import { dataProvider } from './data-provider';
import { withResourcePaths } from './resources/users/admin-resource-paths';
import { createI18nProvider } from './i18n-provider';

/**
 * Mounted by the site's data router at `admin/*`: react-admin sees it is already inside a
 * router and renders its routes there; `basename` prefixes the links it builds.
 */
export const ADMIN_BASENAME = '/admin';

const adminDataProvider = withResourcePaths(dataProvider);

export function AdminApp() {
  const { settings, i18n } = useBootstrapData();
  const i18nProvider = useMemo(() => createI18nProvider(i18n.language), [i18n.language]);
  const { theme, darkTheme, defaultTheme } = useAdminThemes();
  const { hasPermission } = useAuth();
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title={settings.branding.site_name}
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={adminDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
    >
      {ADMIN_RESOURCES.filter((resource) => hasPermission(resource.permission)).map(
        ({ permission: _permission, createPermission, create, ...resource }) => (
          <Resource
            key={resource.name}
            {...resource}
            create={!createPermission || hasPermission(createPermission) ? create : undefined}
          />
        ),
      )}
      <CustomRoutes>
        <Route path="/:resource/new" element={<NewRecordRedirect />} />
        <Route path="/:resource/:id/edit" element={<EditRecordRedirect />} />
        {ADMIN_PAGES.filter((page) => hasPermission(page.permission)).map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
      </CustomRoutes>
      {/* react-admin's own login URL (/admin/login) forwards to the site's login page. */}
      <CustomRoutes noLayout>
        <Route path="/login" element={<Navigate to={LOGIN_PATH} replace />} />
      </CustomRoutes>
    </Admin>
  );
}

import { Menu } from 'react-admin';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { ADMIN_PAGES, ADMIN_RESOURCES } from '../resources';

/** The sidebar: dashboard, then the resources and pages the user's permissions open. */
export function AdminMenu() {
  const { hasPermission } = useAuth();
  const { trans } = useTrans();
  return (
    <Menu>
      <Menu.DashboardItem />
      {ADMIN_RESOURCES.filter((resource) => hasPermission(resource.permission)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      {ADMIN_PAGES.filter((page) => hasPermission(page.permission)).map(
        ({ menuPath, label, icon: Icon }) => (
          <Menu.Item key={menuPath} to={menuPath} primaryText={trans(label)} leftIcon={<Icon />} />
        ),
      )}
    </Menu>
  );
}

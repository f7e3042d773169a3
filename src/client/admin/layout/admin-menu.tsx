import { Menu } from 'react-admin';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { ADMIN_PAGES, ADMIN_RESOURCES } from '../resources';

/** The sidebar: dashboard, then the resources and pages the user's permissions open. */
export function AdminMenu() {
  const { hasPermission } = useAuth();
  const { trans } = useTrans();
  const pages = ADMIN_PAGES.filter((page) => hasPermission(page.permission));
  return (
    <Menu>
      <Menu.DashboardItem />
      {ADMIN_RESOURCES.filter((resource) => hasPermission(resource.permission)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      {pages.map(({ menu }) => {
        if (!menu) return null;
        const { to, label, icon: Icon } = menu;
        return <Menu.Item key={to} to={to} primaryText={trans(label)} leftIcon={<Icon />} />;
      })}
    </Menu>
  );
}

import { Menu } from 'react-admin';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { ADMIN_PAGES, ADMIN_RESOURCES } from '../resources';

/** The sidebar: dashboard, reports, then the resources and pages the user's permissions open. */
export function AdminMenu() {
  const { hasPermission } = useAuth();
  const { trans } = useTrans();
  const menus = ADMIN_PAGES.filter((page) => hasPermission(page.permission)).flatMap((page) =>
    page.menu ? [page.menu] : [],
  );
  const pageItems = (top: boolean) =>
    menus
      .filter((menu) => (menu.placement === 'top') === top)
      .map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={trans(label)} leftIcon={<Icon />} />
      ));
  return (
    <Menu>
      <Menu.DashboardItem />
      {pageItems(true)}
      {ADMIN_RESOURCES.filter((resource) => hasPermission(resource.permission)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      {pageItems(false)}
    </Menu>
  );
}

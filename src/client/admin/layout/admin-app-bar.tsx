import { AppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { ViewSiteButton, ViewSiteMenuItem } from './view-site';

/** react-admin's app bar with a way back to the public site, in the bar and the user menu. */
export function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ViewSiteMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
      <ViewSiteButton />
    </AppBar>
  );
}

import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { LazyMenu } from '../../../ui/overlays/lazy-overlays';
import MenuItem from '@mui/material/MenuItem';
import { useThemeToggle } from '../../../appearance/themes/use-theme-toggle';
import { useAuth } from '../../../auth/use-auth';
import { useLogout } from '../../../auth/use-logout';
import { Trans, useTrans } from '../../../i18n/trans';
import { useSettings } from '../../bootstrap-store';
import { useMenuItems } from '../menus/custom-menu';
import { MenuDropdownItems } from '../menus/menu-dropdown-items';
import { useIsMobile } from '../use-is-mobile';
import { WorkspaceMenuItem, WorkspaceSwitcherMenu } from '../../../workspaces/workspace-switcher';
import { UserAvatar } from './user-avatar';

/** Spec 2.6 user menu: custom 'auth-dropdown' items, then the built-in entries. */
export function UserMenu() {
  const { trans } = useTrans();
  const { user, isSubscribed } = useAuth();
  const settings = useSettings();
  const isMobile = useIsMobile();
  const customItems = useMenuItems('auth-dropdown');
  const themeToggle = useThemeToggle();
  const logout = useLogout();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [switcherAnchor, setSwitcherAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const switcherId = useId();

  if (!user) return null;

  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  // the notifications popover replaces this entry on larger screens
  const showNotifications = isMobile && settings.notifications.integrated;
  const unread = user.unread_notifications_count;

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={trans('Account menu for :name', { name: user.name })}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
      >
        <WorkspaceMenuItem
          menuId={switcherId}
          expanded={switcherAnchor !== null}
          onOpen={() => {
            // the switcher takes the user menu's place, under the same button
            setSwitcherAnchor(anchorEl);
            close();
          }}
        />
        <Divider />
        <MenuDropdownItems items={customItems} onItemClick={close} />
        {showNotifications ? (
          <MenuItem component={RouterLink} to="/notifications" onClick={close}>
            <ListItemIcon>
              <Badge badgeContent={unread} color="error" max={99}>
                <NotificationsOutlined fontSize="small" />
              </Badge>
            </ListItemIcon>
            <ListItemText>
              <Trans message="Notifications" />
            </ListItemText>
          </MenuItem>
        ) : null}
        {isSubscribed ? (
          <MenuItem component={RouterLink} to="/billing" onClick={close}>
            <ListItemIcon>
              <CreditCardOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              <Trans message="Billing" />
            </ListItemText>
          </MenuItem>
        ) : null}
        {themeToggle.canToggle ? (
          <MenuItem
            onClick={() => {
              themeToggle.toggle();
              close();
            }}
          >
            <ListItemIcon>
              {themeToggle.isDark ? (
                <LightModeOutlined fontSize="small" />
              ) : (
                <DarkModeOutlined fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>
              <Trans message={themeToggle.isDark ? 'Light mode' : 'Dark mode'} />
            </ListItemText>
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans message="Log out" />
          </ListItemText>
        </MenuItem>
      </LazyMenu>
      <WorkspaceSwitcherMenu
        id={switcherId}
        anchorEl={switcherAnchor}
        onClose={() => setSwitcherAnchor(null)}
      />
    </>
  );
}

import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuItem as MenuItemData } from '@common/menus/menu';
import { Trans } from '../../../i18n/trans';
import { useSettings } from '../../bootstrap-store';
import { MenuDropdownItems } from '../menus/menu-dropdown-items';

interface NavbarMobileMenuListProps {
  id: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  items: MenuItemData[];
  showGuestLinks: boolean;
}

/**
 * The collapsed navbar's menu: its items, then Login and Register for visitors. A chunk of its
 * own, loaded once the page is idle (NavbarMobileMenu).
 */
export default function NavbarMobileMenuList(props: NavbarMobileMenuListProps) {
  const { id, buttonId, anchorEl, open, onClose, items, showGuestLinks } = props;
  const registrationDisabled = useSettings().registration.disable;
  const guestLinks = showGuestLinks
    ? [
        items.length ? <Divider key="divider" /> : null,
        <MenuItem key="login" component={RouterLink} to="/login" onClick={onClose}>
          <Trans message="Login" />
        </MenuItem>,
        registrationDisabled ? null : (
          <MenuItem key="register" component={RouterLink} to="/register" onClick={onClose}>
            <Trans message="Register" />
          </MenuItem>
        ),
      ]
    : null;

  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
    >
      <MenuDropdownItems items={items} onItemClick={onClose} />
      {guestLinks}
    </Menu>
  );
}

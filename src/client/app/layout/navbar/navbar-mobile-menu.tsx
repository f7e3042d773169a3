import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import MenuIcon from '@mui/icons-material/Menu';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { LazyMenu } from '../../../ui/overlays/lazy-overlays';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useTrans } from '../../../i18n/trans';
import { useSettings } from '../../bootstrap-store';
import { useMenuItems } from '../menus/custom-menu';
import { MenuDropdownItems } from '../menus/menu-dropdown-items';

interface NavbarMobileMenuProps {
  /** Visitors get Login and Register here instead of separate buttons. */
  showGuestLinks: boolean;
}

/** Below 768 px the navbar menu (and the guest buttons) collapse behind a hamburger button. */
export function NavbarMobileMenu({ showGuestLinks }: NavbarMobileMenuProps) {
  const { trans } = useTrans();
  const items = useMenuItems('navbar');
  const registrationDisabled = useSettings().registration.disable;
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  if (!items.length && !showGuestLinks) return null;

  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  const guestLinks = showGuestLinks
    ? [
        items.length ? <Divider key="divider" /> : null,
        <MenuItem key="login" component={RouterLink} to="/login" onClick={close}>
          <Trans message="Login" />
        </MenuItem>,
        registrationDisabled ? null : (
          <MenuItem key="register" component={RouterLink} to="/register" onClick={close}>
            <Trans message="Register" />
          </MenuItem>
        ),
      ]
    : null;

  return (
    <>
      <IconButton
        id={buttonId}
        edge="start"
        color="inherit"
        aria-label={trans('Open menu')}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
      >
        <MenuDropdownItems items={items} onItemClick={close} />
        {guestLinks}
      </LazyMenu>
    </>
  );
}
